import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INPUT_SYMBOLS, OUTPUT_SYMBOLS } from '@plcsim/compiler';
import { IoSymbolIcon } from './IoSymbolIcon.tsx';
import { IO_SYMBOL_LABELS, ioSymbolLabel } from './labels.ts';

const ALL_SYMBOLS = [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS];

/** The icon rendered into a container. */
function svgIn(container: HTMLElement): SVGSVGElement {
  const svg = container.querySelector('svg');
  if (svg === null) throw new Error('no svg rendered');
  return svg;
}

/** The drawing inside a rendered icon, without its title. */
function drawingOf(svg: Element): string {
  return [...svg.children]
    .filter((child) => child.tagName.toLowerCase() !== 'title')
    .map((child) => child.outerHTML)
    .join('');
}

describe('IoSymbolIcon', () => {
  it.each(ALL_SYMBOLS)('draws %s as a titled image in currentColor', (symbol) => {
    const { container } = render(<IoSymbolIcon symbol={symbol} />);
    const svg = screen.getByRole('img', { name: IO_SYMBOL_LABELS[symbol] });
    expect(svg).toBe(container.firstChild);
    expect(svg).toHaveAttribute('viewBox', '0 0 48 32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg.querySelector('title')).toHaveTextContent(IO_SYMBOL_LABELS[symbol]);
    expect(drawingOf(svg)).not.toBe('');
  });

  it('gives each of the 18 symbols its own drawing and label', () => {
    const drawings = new Set<string>();
    for (const symbol of ALL_SYMBOLS) {
      const { container, unmount } = render(<IoSymbolIcon symbol={symbol} />);
      drawings.add(drawingOf(svgIn(container)));
      unmount();
    }
    expect(ALL_SYMBOLS).toHaveLength(18);
    expect(drawings.size).toBe(18);
    expect(new Set(Object.values(IO_SYMBOL_LABELS)).size).toBe(18);
  });

  it.each([
    ['NO_TEMPERATURE_SWITCH', 'NO_TEMP_SWITCH'],
    ['NC_TEMPERATURE_SWITCH', 'NC_TEMP_SWITCH'],
  ] as const)('draws %s like %s', (spelling, stored) => {
    const { container: a } = render(<IoSymbolIcon symbol={spelling} />);
    const { container: b } = render(<IoSymbolIcon symbol={stored} />);
    const svg = svgIn(a);
    expect(svg).toHaveAccessibleName(IO_SYMBOL_LABELS[stored]);
    expect(svg).toHaveAttribute('data-io-symbol', stored);
    expect(drawingOf(svg)).toBe(drawingOf(svgIn(b)));
  });

  it.each([null, undefined, '', 'NO_SUCH_SWITCH', 'TEMP_SWITCH'])('draws nothing for %s', (symbol) => {
    const { container } = render(<IoSymbolIcon symbol={symbol} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes a size (the height; width is 1.5 times it) and a title', () => {
    render(<IoSymbolIcon symbol="SOLENOID" size={20} title="SOL1" />);
    const svg = screen.getByRole('img', { name: 'SOL1' });
    expect(svg).toHaveAttribute('height', '20');
    expect(svg).toHaveAttribute('width', '30');
  });
});

describe('ioSymbolLabel', () => {
  it('reads both temperature spellings and rejects unknown values', () => {
    expect(ioSymbolLabel('NC_TEMPERATURE_SWITCH')).toBe('Normally closed temperature switch');
    expect(ioSymbolLabel('NC_TEMP_SWITCH')).toBe('Normally closed temperature switch');
    expect(ioSymbolLabel('INDICATOR')).toBe('Indicator lamp');
    expect(ioSymbolLabel('LAMP')).toBeNull();
    expect(ioSymbolLabel(null)).toBeNull();
  });
});
