import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HelpPage from './HelpPage.tsx';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <HelpPage />
    </MemoryRouter>,
  );
}

describe('HelpPage', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    // jsdom does not lay out pages, so it has no scrollIntoView of its own.
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('has the Help heading and page title', () => {
    renderAt('/help');

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(document.title).toBe('Help | PLC IO Simulator');
  });

  it('links every table-of-contents entry to a section on the page', () => {
    const { container } = renderAt('/help');
    const toc = container.querySelector('nav.help-toc');
    expect(toc).not.toBeNull();

    const links = within(toc as HTMLElement).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it('has the anchors other pages link to, and one per instruction group', () => {
    renderAt('/help');

    for (const id of [
      'structured-text',
      'creating-problems',
      'bit-instructions',
      'timer-instructions',
      'counter-instructions',
      'math-instructions',
      'compare-instructions',
      'file-instructions',
    ]) {
      expect(document.getElementById(id)?.tagName, id).toBe('SECTION');
    }
  });

  it('describes the file instructions with a row each and the BSL and FIFO examples', () => {
    renderAt('/help#file-instructions');
    const table = screen.getByRole('table', { name: 'File instructions' });
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.querySelector('code')?.textContent);
    expect(heads).toEqual(['BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU']);
    const section = document.getElementById('file-instructions') as HTMLElement;
    expect(section).toHaveTextContent('XIC(Step) BSL(Track[0], Gate_Ctl, Reject, 5)');
    expect(section).toHaveTextContent('Four departures: NextId gets the ids in arrival order');
  });

  it('describes SQO, SQI and SQL with a row each and the traffic light example', () => {
    renderAt('/help#file-instructions');
    const table = screen.getByRole('table', { name: 'Sequencer instructions' });
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.querySelector('code')?.textContent);
    expect(heads).toEqual(['SQO', 'SQI', 'SQL']);
    const example = screen.getByRole('region', { name: 'SQO: a traffic light' });
    expect(example).toHaveTextContent('XIC(Step.DN) SQO(Light[0], 63, Lights, Seq, 4, 0)');
    expect(example).toHaveTextContent('5 1 12 back to step 1, not step 0');
  });

  it('explains REAL under Tag data types: what it is, how it shows and how to type one', () => {
    renderAt('/help#real-values');
    const types = screen.getByRole('table', { name: 'Tag data types' });
    expect(within(types).getByRole('rowheader', { name: 'REAL' })).toBeInTheDocument();
    const section = document.getElementById('real-values') as HTMLElement;
    expect(section.closest('#data-types')).not.toBeNull();
    expect(within(section).getByRole('heading', { level: 3, name: 'REAL values' })).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'always with a decimal point so it never looks like a DINT: 1.5, 0.1, 2.0',
    );
    expect(section).toHaveTextContent('up to 6 significant digits, so one third reads 0.333333');
    expect(section).toHaveTextContent('Type a REAL as 1.5, -2., .5, 1.0E-3 or 1e3; anything else is refused');
  });

  it('explains each teaching warning with a one-line example, under Instructions', () => {
    renderAt('/help#teaching-warnings');
    const section = document.getElementById('teaching-warnings') as HTMLElement;
    expect(section.tagName).toBe('SECTION');
    expect(section.closest('#instructions')).not.toBeNull();
    expect(within(section).getByRole('heading', { level: 3, name: 'Teaching warnings' })).toBeInTheDocument();
    expect(within(section).getByText(/never stop/)).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Teaching warnings' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'One bit written by OTE on two rungs (a double coil)',
      'One timer driven by two timer instructions',
      'One counter counted by two CTUs (or two CTDs); one CTU and one CTD is a normal up/down counter',
      'A timer or counter whose DN nothing reads',
      'XIO on a normally closed input in a seal-in rung (a STOP button that never lets the motor run)',
      'An input (DI tag) you added that no instruction reads (the scene’s own tags are left alone)',
      'An output (DO tag) you added that no instruction writes (the scene’s own tags are left alone)',
    ]);
    for (const row of rows) expect(row.querySelector('td code')?.textContent).not.toBe('');
    expect(
      within(table).getByText(
        'DO0 (M1) is written by OTE on rungs 0 and 3: only the last one counts each scan. (rung 3)',
      ),
    ).toBeInTheDocument();
    const toc = document.querySelector('nav.help-toc') as HTMLElement;
    expect(within(toc).getByRole('link', { name: 'Teaching warnings' })).toHaveAttribute(
      'href',
      '#teaching-warnings',
    );
  });

  it('lists every scene with its tags, from the scene catalogue', () => {
    renderAt('/help#scenes');
    const section = document.getElementById('scenes') as HTMLElement;
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toHaveLength(15);
    expect(headings.slice(0, 3)).toEqual(['Air Compressor', 'Bottle Fill', 'Car Wash']);
    const oven = within(section).getByRole('table', { name: 'Oven tags' });
    expect(within(oven).getByText('Setpoint').closest('tr')).toHaveTextContent(
      'Setpoint—REALTemperature setpoint in °C: the scene draws it; your program reads it',
    );
    expect(within(oven).getByText('AI0').closest('tr')).toHaveTextContent(
      'AI0TEMPPOTENTIOMETERChamber temperature transmitter, 0–300 °C',
    );
    const door = within(section).getByRole('table', { name: 'Garage Door tags' });
    const row = within(door).getByText('FWD').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('DO0FWDMOTOR_CONTACTORMotor forward: raises the door 1 per scan');
    expect(within(section).getByText(/position = 60/)).toBeInTheDocument();
  });

  it('explains the watchdog and the sequence budget with the engine’s own numbers', () => {
    renderAt('/help#scan-cycle');
    const section = document.getElementById('scan-cycle') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 3, name: 'The watchdog' })).toBeInTheDocument();
    expect(section).toHaveTextContent('more than 2,000,000 instructions is stopped by the watchdog');
    expect(section).toHaveTextContent(
      'Watchdog timeout: the scan ran more than 2000000 instructions (line 4). The PLC stopped.',
    );
    expect(section).toHaveTextContent('at most 500,000,000 instructions in all');
  });

  it('explains analog sets, tolerances and hold checks under Creating problems (issue 26)', () => {
    renderAt('/help#creating-problems');
    const section = document.getElementById('creating-problems') as HTMLElement;
    expect(section).toHaveTextContent('An analog input takes its value in engineering units, AI0 = 62.5');
    expect(section).toHaveTextContent('AI0 = 50 ± 0.5 passes anywhere from 49.5 to 50.5');
    expect(section).toHaveTextContent('Step 2 expected PV to stay within 50.0 ± 0.5 but got 60.0 at 2.1 s.');
  });

  it('scrolls to the section named in the URL fragment', () => {
    renderAt('/help#creating-problems');

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('creating-problems'));
  });

  it('loads no video player until asked', () => {
    const { container } = renderAt('/help');

    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Getting started', { selector: 'figcaption' })).toBeInTheDocument();
    expect(
      screen.getByText('Creating, sharing and solving problems', { selector: 'figcaption' }),
    ).toBeInTheDocument();
  });

  it('puts every code block in the tab order as a named region, the Structured Text ones included', () => {
    const { container } = renderAt('/help');
    const blocks = [...container.querySelectorAll('pre')];
    expect(blocks.length).toBeGreaterThanOrEqual(7);
    expect(document.querySelector('#structured-text pre')).not.toBeNull();
    const names = blocks.map((pre) => {
      expect(pre.tabIndex, pre.textContent ?? '').toBe(0);
      expect(pre).toHaveAttribute('role', 'region');
      const name = pre.getAttribute('aria-label') ?? '';
      expect(name.trim(), pre.textContent ?? '').not.toBe('');
      return name;
    });
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);
    // No two regions (sections, table boxes, code blocks) share a name.
    const regions = [...container.querySelectorAll('[role="region"], section[aria-labelledby]')].map(
      (region) =>
        region.getAttribute('aria-label') ??
        document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(regions.filter((name, i) => regions.indexOf(name) !== i)).toEqual([]);
    // Regions by name, as assistive technology lists them.
    expect(screen.getByRole('region', { name: 'Start/stop circuit with a seal-in' }).tagName).toBe('PRE');
  });

  it('keeps every table scrollable from the keyboard: in a named box in the tab order, or focusable itself', () => {
    const { container } = renderAt('/help');
    const tables = [...container.querySelectorAll('table')];
    expect(tables.length).toBeGreaterThanOrEqual(10);
    for (const table of tables) {
      const caption = table.querySelector('caption')?.textContent ?? '';
      const box = table.closest('.help-table-scroll');
      if (box) {
        expect(box).toHaveAttribute('role', 'region');
        expect(box).toHaveAttribute('tabindex', '0');
        expect(box).toHaveAttribute('aria-label', `Table: ${caption}`);
      } else {
        // Drawn as a plain table (the Structured Text reference): help.css makes it its own scroll box.
        expect(table.closest('#structured-text'), caption).not.toBeNull();
        expect(table.tabIndex, caption).toBe(0);
        expect(caption).not.toBe('');
      }
    }
    expect(screen.getByRole('region', { name: 'Table: Tag data types' })).toContainElement(
      screen.getByRole('table', { name: 'Tag data types' }),
    );
  });
});
