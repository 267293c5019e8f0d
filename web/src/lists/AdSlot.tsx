import { siteConfig } from '../siteConfig.ts';
import { AD_SLOT_INDEXES } from './listLogic.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';

type SlotIndex = (typeof AD_SLOT_INDEXES)[number];

/**
 * The ad placeholder after the card at `index` (2, 7, 17, 27 or 37): 320×50 on narrow screens (hidden
 * there unless configured), 728×90 otherwise, carrying the configured slot id. A slot with no id for the
 * current size renders nothing at all: no empty box in the list. No ad network is loaded.
 */
export function AdSlot({ index }: { index: number }) {
  const narrow = useNarrowScreen();
  if (!(AD_SLOT_INDEXES as readonly number[]).includes(index)) return null;
  if (narrow && !siteConfig.adSlots.showOnMobile) return null;
  const ids = siteConfig.adSlots.slots[index as SlotIndex];
  const slotId = (narrow ? ids.mobile : ids.desktop).trim();
  if (slotId === '') return null;
  const [width, height] = narrow ? [320, 50] : [728, 90];
  return (
    <li className="ad-slot" aria-hidden="true" data-testid="ad-slot">
      <div
        className="ad-slot-box"
        style={{ width, height }}
        data-ad-slot={slotId}
        data-ad-size={`${width}x${height}`}
      />
    </li>
  );
}
