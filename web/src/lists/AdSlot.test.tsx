import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../siteConfig.ts';
import { AdSlot } from './AdSlot.tsx';
import { ListBody } from './ListBody.tsx';

const original = structuredClone(siteConfig.adSlots);

/** Makes the screen narrow (≤ 768 px) or wide for useNarrowScreen. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function configure(adSlots: typeof siteConfig.adSlots) {
  Object.assign(siteConfig, { adSlots });
}

function renderSlot(index: number) {
  return render(
    <ul>
      <AdSlot index={index} />
    </ul>,
  );
}

describe('<AdSlot>', () => {
  afterEach(() => {
    configure(structuredClone(original));
    vi.unstubAllGlobals();
  });

  it('renders nothing for a slot with no configured id (the default configuration)', () => {
    screenWidth(false);
    for (const index of [2, 7, 17, 27, 37]) {
      const { container, unmount } = renderSlot(index);
      expect(container.querySelector('li')).toBeNull();
      expect(container.querySelector('.ad-slot-box')).toBeNull();
      unmount();
    }
  });

  it('renders nothing for a blank id, or for the missing size of a configured slot', () => {
    configure({
      showOnMobile: true,
      slots: {
        ...original.slots,
        2: { mobile: '  ', desktop: 'desk-2' },
        7: { mobile: 'mob-7', desktop: '' },
      },
    });
    screenWidth(true);
    expect(renderSlot(2).container.querySelector('li')).toBeNull();
    screenWidth(false);
    expect(renderSlot(7).container.querySelector('li')).toBeNull();
  });

  it('draws the sized box, with its id, for a configured slot', () => {
    configure({ ...original, slots: { ...original.slots, 7: { mobile: 'mob-7', desktop: 'desk-7' } } });
    screenWidth(false);
    const box = renderSlot(7).container.querySelector('.ad-slot-box');
    expect(box).toHaveAttribute('data-ad-slot', 'desk-7');
    expect(box).toHaveAttribute('data-ad-size', '728x90');
    expect(box?.closest('li')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stays hidden on narrow screens unless configured for them', () => {
    configure({
      showOnMobile: false,
      slots: { ...original.slots, 2: { mobile: 'mob-2', desktop: 'desk-2' } },
    });
    screenWidth(true);
    expect(renderSlot(2).container.querySelector('li')).toBeNull();
  });

  it('leaves a list without ids with only its cards', () => {
    screenWidth(false);
    const items = Array.from({ length: 10 }, (_, i) => `item ${i}`);
    const { container } = render(
      <ListBody
        load={{ state: 'loaded', items }}
        shown={items}
        failureText="Failed."
        emptyText="None."
        loadingLabel="Loading"
        keyOf={(item) => item}
        renderCard={(item) => <span>{item}</span>}
      />,
    );
    expect(container.querySelectorAll('.card-list > li')).toHaveLength(10);
    expect(container.querySelectorAll('.card-list > li.card')).toHaveLength(10);
  });
});
