/**
 * Makes every code block and table of a Help section usable from the keyboard when the section renders
 * them as plain `<pre>` and `<table>` rather than through CodeBlock and ScrollTable: a `pre` gets
 * `tabIndex=0`, role region and a name from the heading it follows; a table outside a ScrollTable box
 * gets `tabIndex=0` (help.css makes it its own scroll box on narrow screens; its caption names it).
 * Only attributes React does not set are touched, and elements that already have a tabindex are left
 * alone, so running it again changes nothing.
 */
export function makeHelpBlocksFocusable(section: HTMLElement): void {
  const names = new Map<string, number>();
  for (const pre of section.querySelectorAll('pre')) {
    if (pre.hasAttribute('tabindex')) continue;
    const base = `Code example: ${headingBefore(pre, section)}`;
    const seen = (names.get(base) ?? 0) + 1;
    names.set(base, seen);
    pre.tabIndex = 0;
    pre.setAttribute('role', 'region');
    if (!pre.hasAttribute('aria-label') && !pre.hasAttribute('aria-labelledby')) {
      pre.setAttribute('aria-label', seen === 1 ? base : `${base} (${seen})`);
    }
  }
  for (const table of section.querySelectorAll('table')) {
    if (table.hasAttribute('tabindex') || table.closest('.help-table-scroll')) continue;
    table.tabIndex = 0;
  }
}

/** The text of the nearest heading before `element` inside `section` (the section's own at worst). */
function headingBefore(element: Element, section: HTMLElement): string {
  for (let node: Element | null = element; node && node !== section; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^H[2-6]$/.test(sibling.tagName)) return (sibling.textContent ?? '').trim();
    }
  }
  return (section.querySelector('h2, h3')?.textContent ?? 'Help').trim();
}
