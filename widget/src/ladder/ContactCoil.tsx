import type { InstructionLayout, SymbolLayout } from './layout.ts';
import { bitText, type Paint } from './paint.ts';

export interface ContactCoilProps {
  instruction: InstructionLayout;
  symbol: SymbolLayout;
  paint: Paint;
}

/** Half-height of contact bars and coil arcs; the arcs' bulge. */
const H = 10;
const BULGE = 4;
const ARC_RADIUS = (BULGE * BULGE + H * H) / (2 * BULGE);

/**
 * A contact (`] [`, `]/[`, the ONS block) or a coil (`( )`, `(L)`, `(U)`, `(RES)`) on the wire, the tag
 * name above, the alias below and, while running, the tag's bit beside it (with a live binding, an
 * empty text the binding fills).
 */
export function ContactCoil({ instruction, symbol, paint }: ContactCoilProps) {
  const { cx, half } = symbol;
  const y = instruction.wireY;
  const tag = instruction.tag;
  const bound = paint.liveDom && instruction.bitId !== undefined;
  const bit = bound ? '' : bitText(instruction, paint.live);
  return (
    <>
      <text className="plc-tag-name" x={cx} y={y - 14} textAnchor="middle">
        {tag.text}
      </text>
      {symbol.shape === 'contact' ? <Contact symbol={symbol} y={y} /> : <Coil symbol={symbol} y={y} />}
      {(bound || bit !== '') && (
        <text className="plc-value plc-bit" x={cx + half + 6} y={y + 14}>
          {bound ? null : bit}
        </text>
      )}
      {tag.alias && (
        <text className="plc-alias" x={cx} y={y + 26} textAnchor="middle">
          {tag.alias}
        </text>
      )}
    </>
  );
}

function Contact({ symbol, y }: { symbol: SymbolLayout; y: number }) {
  const { cx, half, inner } = symbol;
  if (inner) {
    // ONS: a small block on the wire.
    return (
      <>
        <rect className="plc-fill" x={cx - half} y={y - H + 1} width={2 * half} height={2 * H - 2} />
        <rect className="plc-symbol" x={cx - half} y={y - H + 1} width={2 * half} height={2 * H - 2} />
        <text className="plc-symbol-text" x={cx} y={y + 4} textAnchor="middle">
          {inner}
        </text>
      </>
    );
  }
  const l = cx - half;
  const r = cx + half;
  return (
    <>
      <rect className="plc-fill" x={l} y={y - H} width={r - l} height={2 * H} />
      <path
        className="plc-symbol"
        d={`M${l - 4} ${y - H}H${l}V${y + H}H${l - 4}M${r + 4} ${y - H}H${r}V${y + H}H${r + 4}`}
      />
      {symbol.negated && <path className="plc-symbol" d={`M${l + 2} ${y + H - 1}L${r - 2} ${y - H + 1}`} />}
    </>
  );
}

function Coil({ symbol, y }: { symbol: SymbolLayout; y: number }) {
  const { cx, half, inner } = symbol;
  const l = cx - half + BULGE;
  const r = cx + half - BULGE;
  return (
    <>
      <path
        className="plc-symbol"
        d={`M${l} ${y - H}A${ARC_RADIUS} ${ARC_RADIUS} 0 0 0 ${l} ${y + H}M${r} ${y - H}A${ARC_RADIUS} ${ARC_RADIUS} 0 0 1 ${r} ${y + H}`}
      />
      {inner && (
        <text className="plc-symbol-text" x={cx} y={y + 4} textAnchor="middle">
          {inner}
        </text>
      )}
    </>
  );
}
