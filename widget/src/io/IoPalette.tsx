import { normalizeIoSymbol, type IoSymbol } from '@plcsim/compiler';
import { useId, useState } from 'react';
import { own } from '../editing/ladderIndex.ts';
import {
  IO_SYMBOLS,
  newIoTag,
  symbolKind,
  tagIo,
  type IoDirection,
  type IoKind,
} from '../editing/tagRules.ts';
import { useEditorStore, useRunning, type EditorStore } from '../editor/editorStore.ts';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { IoSymbolIcon } from '../symbols/IoSymbolIcon.tsx';
import { IO_SYMBOL_LABELS } from '../symbols/labels.ts';
import './io.css';

/** Props of `IoPalette`. */
export interface IoPaletteProps {
  /** The editor store shared with the ladder editor and the Tags tab: tags are added on its history. */
  store: EditorStore;
  /** The simulator: the palette is disabled while it is in RUN. Default: the store's controller. */
  controller?: SimulatorController;
  /**
   * The selected tag. When it is an I/O tag (DI{n} or DO{n}; AI{n} or AO{n}), its direction's symbols of
   * its kind (digital or analog) change its symbol instead of adding a tag; the others still add.
   */
  selectedTagId?: string | null;
  /** Called with null by the palette's Done button, to stop changing the selected tag's symbol. */
  onSelectTag?: (tagId: string | null) => void;
  /** Called with the id of each tag the palette adds. */
  onAdd?: (tagId: string) => void;
  /** Hides the input palette (the site hides both for examples and problems, spec 000 §2). */
  hideInputs?: boolean;
  /** Hides the output palette. */
  hideOutputs?: boolean;
  /** Disables every symbol (content that is not the user's); the palette is also disabled while running. */
  disabled?: boolean;
  /** Height of each symbol in CSS pixels; default 24. */
  iconSize?: number;
  className?: string;
}

/** The palette's rows: the digital symbols of each direction, then the analog ones (issue 26). */
const ROWS: readonly { direction: IoDirection; kind: IoKind; title: string; short: string }[] = [
  { direction: 'input', kind: 'digital', title: 'Inputs', short: 'In' },
  { direction: 'output', kind: 'digital', title: 'Outputs', short: 'Out' },
  { direction: 'input', kind: 'analog', title: 'Analog inputs', short: 'AI' },
  { direction: 'output', kind: 'analog', title: 'Analog outputs', short: 'AO' },
];

/**
 * The I/O palette (spec 000 §2 "Toolbar", §4 "Tag creation"): a row of input symbols (push buttons,
 * limit, float, pressure and temperature switches, NO and NC) and a row of output symbols (indicator,
 * motor contactor, solenoid, resistor), then the analog ones (issue 26: potentiometer and numeric input;
 * analog gauge and numeric display). Clicking a symbol adds an I/O tag with it (DI/DO plus the lowest
 * unused number, alias PB1, LS1, M1…, NC symbols at 1; an analog symbol a REAL AI/AO channel, range
 * 0–100 %), or, when an I/O tag of that direction and kind is selected, changes that tag's symbol (its
 * current symbol shows pressed). Disabled while running.
 * Refusals are announced (role=alert), additions and changes in a status line.
 */
export function IoPalette({
  store,
  controller,
  selectedTagId = null,
  onSelectTag,
  onAdd,
  hideInputs = false,
  hideOutputs = false,
  disabled = false,
  iconSize = 24,
  className,
}: IoPaletteProps) {
  const editor = useEditorStore(store);
  const running = useRunning(controller ?? store.controller);
  const project = editor.state.project;
  const selected = selectedTagId === null ? undefined : own(project.tagMap, selectedTagId);
  const selectedIo = selected ? tagIo(selected) : null;
  const selectedDirection = selectedIo?.direction ?? null;
  const changes = (direction: IoDirection, kind: IoKind) =>
    selected !== undefined && selectedIo?.direction === direction && selectedIo.kind === kind;
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const hintId = useId();
  const off = disabled || running;

  const choose = (direction: IoDirection, symbol: IoSymbol) => {
    if (selected && changes(direction, symbolKind(symbol))) {
      const refused = store.perform('setIoSymbol', { tagId: selected.uuid, symbol });
      setMessage(
        refused === null
          ? { text: `${selected.name} is now a ${IO_SYMBOL_LABELS[symbol].toLowerCase()}.`, refused: false }
          : { text: refused, refused: true },
      );
      return;
    }
    const { name, alias } = newIoTag(store.project, direction, symbol);
    const refused = store.perform('addIoTag', { direction, symbol });
    if (refused !== null) {
      setMessage({ text: refused, refused: true });
      return;
    }
    setMessage({ text: `Added ${name} (${alias}).`, refused: false });
    const added = Object.values(store.project.tagMap).find((tag) => tag.name === name);
    if (added) onAdd?.(added.uuid);
  };

  const hint = running
    ? 'The I/O palette is disabled while running.'
    : selected && selectedDirection
      ? `Choose a symbol to change ${selected.name}${selected.alias ? ` (${selected.alias})` : ''}.`
      : 'Choose a symbol to add an I/O tag.';

  const rows = ROWS.filter((row) => (row.direction === 'input' ? !hideInputs : !hideOutputs));
  if (rows.length === 0) return null;

  return (
    <div
      className={['plc-palette', className].filter(Boolean).join(' ')}
      role="group"
      aria-label="I/O palette"
    >
      <div className="plc-palette__head">
        <p id={hintId} className="plc-palette__hint">
          {hint}
        </p>
        {selected && selectedDirection && onSelectTag && !running && (
          <button type="button" className="plc-palette__done" onClick={() => onSelectTag(null)}>
            Done
          </button>
        )}
      </div>
      {rows.map(({ direction, kind, title, short }) => {
        const changing = selected !== undefined && changes(direction, kind);
        const current = changing ? normalizeIoSymbol(selected.io_symbol) : null;
        return (
          <div key={title} className="plc-palette__row" role="group" aria-label={title}>
            <span className="plc-palette__title" aria-hidden="true">
              {short}
            </span>
            {IO_SYMBOLS[direction]
              .filter((symbol) => symbolKind(symbol) === kind)
              .map((symbol) => (
                <button
                  key={symbol}
                  type="button"
                  className="plc-palette__symbol"
                  aria-label={IO_SYMBOL_LABELS[symbol]}
                  aria-describedby={hintId}
                  aria-pressed={changing ? current === symbol : undefined}
                  title={
                    changing
                      ? `Change ${selected.name} to: ${IO_SYMBOL_LABELS[symbol]}`
                      : `Add ${direction}: ${IO_SYMBOL_LABELS[symbol]}`
                  }
                  disabled={off}
                  data-io-symbol={symbol}
                  onClick={() => choose(direction, symbol)}
                >
                  <span aria-hidden="true">
                    <IoSymbolIcon symbol={symbol} size={iconSize} />
                  </span>
                </button>
              ))}
          </div>
        );
      })}
      <p className="plc-palette__message" role="alert">
        {message?.refused ? message.text : ''}
      </p>
      <p className="plc-palette__status" role="status">
        {message && !message.refused ? message.text : ''}
      </p>
    </div>
  );
}
