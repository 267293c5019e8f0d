import { describe, expect, it } from 'vitest';
import { makeHelpBlocksFocusable } from './helpBlocks.ts';

function section(html: string): HTMLElement {
  const element = document.createElement('section');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('makeHelpBlocksFocusable', () => {
  it('makes plain code blocks named regions in the tab order, named after the heading they follow', () => {
    const root = section(`
      <h2>Structured Text</h2>
      <pre><code>a := 1;</code></pre>
      <h3>IF</h3>
      <p>Text</p>
      <pre><code>IF a THEN b := 1; END_IF;</code></pre>
      <pre><code>IF c THEN d := 1; END_IF;</code></pre>
      <div><pre><code>nested</code></pre></div>`);
    makeHelpBlocksFocusable(root);
    const blocks = [...root.querySelectorAll('pre')];
    expect(blocks.map((pre) => pre.tabIndex)).toEqual([0, 0, 0, 0]);
    expect(blocks.map((pre) => pre.getAttribute('role'))).toEqual(['region', 'region', 'region', 'region']);
    expect(blocks.map((pre) => pre.getAttribute('aria-label'))).toEqual([
      'Code example: Structured Text',
      'Code example: IF',
      'Code example: IF (2)',
      'Code example: IF (3)',
    ]);
  });

  it('leaves blocks that already have keyboard access alone, and changes nothing when run again', () => {
    const root = section(`
      <h2>Help</h2>
      <pre tabindex="0" role="region" aria-label="Seal-in"><code>x</code></pre>
      <pre><code>y</code></pre>`);
    makeHelpBlocksFocusable(root);
    const before = root.innerHTML;
    makeHelpBlocksFocusable(root);
    expect(root.innerHTML).toBe(before);
    expect(root.querySelector('pre')?.getAttribute('aria-label')).toBe('Seal-in');
  });

  it('puts plain tables in the tab order, but not those in a ScrollTable box', () => {
    const root = section(`
      <h2>Reference</h2>
      <table><caption>Precedence</caption><tbody><tr><td>1</td></tr></tbody></table>
      <div class="help-table-scroll" tabindex="0" role="region" aria-label="Types">
        <table><caption>Types</caption><tbody><tr><td>BOOL</td></tr></tbody></table>
      </div>`);
    makeHelpBlocksFocusable(root);
    const [plain, boxed] = [...root.querySelectorAll('table')];
    expect(plain?.tabIndex).toBe(0);
    expect(boxed?.hasAttribute('tabindex')).toBe(false);
  });
});
