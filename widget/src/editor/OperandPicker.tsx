import type { Instruction, Operand, Project } from '@plcsim/compiler';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { inferredTagType, newTagNameProblem } from '../editing/actions/createOperandTag.ts';
import type { OperandSlot } from '../editing/types.ts';
import { addOnNewTagType } from '../editing/actions/addOnOperands.ts';
import {
  choiceLabel,
  elementProblem,
  exactChoice,
  filterChoices,
  parseOperand,
  slotsOf,
  type OperandChoice,
} from './operands.ts';

/** Props of `OperandPicker`. */
export interface OperandPickerProps {
  project: Project;
  instruction: Instruction;
  /** Sets a slot; false when refused. */
  onSet: (slot: OperandSlot, value: Operand | null) => boolean;
  /** Creates a tag called `name` of the slot's type and sets the slot to it; false when refused. */
  onCreate?: (slot: OperandSlot, name: string) => boolean;
  onClose: () => void;
  /** Where to draw it, in viewport pixels (it is `position: fixed`). */
  position?: PickerPosition | undefined;
  /** The slot to start on (a click on a box's Source B row); the first slot by default. */
  initialSlot?: OperandSlot | undefined;
}

/** The picker's place in the viewport: under an instruction (`top`) or above it (`bottom`). */
export type PickerPosition = { left: number; top: number } | { left: number; bottom: number };

/** Most choices listed at once (typing filters them). */
const MAX_CHOICES = 12;

/**
 * The in-place operand picker: one slot at a time (slot buttons when there are several), a text box
 * that filters the tags of the slot's types (and takes integer constants for sources), and the
 * matching tags as buttons. Enter or a click sets the slot and moves to the next one, closing after
 * the last; Escape cancels. The I/O comes first with its aliases ('DI0 · START'); typing filters by
 * name and alias, and an exact name or alias is listed first and taken by Enter. A name that no tag
 * or alias uses can be created from the picker, with the type the slot implies (BOOL for a contact,
 * TIMER for TON, DINT for a math operand). Arrays of the slot's type are listed with their bounds
 * (`Data[0..9]`); picking one writes `Data[]` with the cursor between the brackets for the index, and
 * `Data[3]` or `Data[Index]` typed in full is taken as the element operand (issue 24).
 */
export function OperandPicker({
  project,
  instruction,
  onSet,
  onCreate,
  onClose,
  position,
  initialSlot,
}: OperandPickerProps) {
  const slots = useMemo(() => slotsOf(project, instruction), [project, instruction]);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      slots.findIndex((s) => s.slot === initialSlot),
    ),
  );
  const slot = slots[active];
  const [text, setText] = useState(slot?.current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => input.current?.focus(), [active]);

  if (!slot) {
    return (
      <div className="plc-picker" role="dialog" aria-label={`${instruction.type} operands`} style={position}>
        <p>{instruction.type} has no operands.</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    );
  }

  // The current operand's name lists every choice; typed text filters them by name and alias, an
  // exact name or alias first (and the Enter default). `Data[3` filters by the array's name.
  const filter = text === slot.current ? '' : (text.split('[')[0] ?? '');
  const matching = filterChoices(slot.choices, filter);
  const exact = exactChoice(slot.choices, filter);
  const shown = (matching.length > 0 ? matching : slot.choices).slice(0, MAX_CHOICES);
  const enterDefault = exact ?? (matching.length === 1 ? matching[0] : undefined);

  const choose = (index: number) => {
    const next = slots[index];
    setActive(index);
    setText(next?.current ?? '');
    setProblem(null);
  };
  // Typed text that names no tag nor constant may become a new tag of the slot's type.
  const typed = text.trim();
  const newType = onCreate
    ? (addOnNewTagType(project, instruction, slot.slot) ?? inferredTagType(instruction.type, slot.slot))
    : undefined;
  const creatable =
    newType !== undefined &&
    typed !== '' &&
    exact === undefined &&
    parseOperand(slot, typed, project) === undefined &&
    newTagNameProblem(project, typed) === null;

  const next = () => {
    if (active + 1 < slots.length) choose(active + 1);
    else onClose();
  };
  const commit = (value: Operand | null) => {
    if (onSet(slot.slot, value)) next();
  };
  const create = () => {
    if (onCreate?.(slot.slot, typed)) next();
  };
  // An array is no operand (but a file instruction's Array): its choice writes `Data[]` and puts the
  // cursor where the index goes.
  const pick = (choice: OperandChoice) => {
    if (choice.range === undefined || slot.array) {
      commit(choice.id);
      return;
    }
    const started = `${choice.name}[]`;
    setText(started);
    setProblem(null);
    const field = input.current;
    if (field) {
      field.value = started;
      field.focus();
      field.setSelectionRange(started.length - 1, started.length - 1);
    }
  };
  const submit = () => {
    const value = parseOperand(slot, text, project);
    if (value === undefined) {
      const problem = elementProblem(project, slot, text);
      if (problem) {
        setProblem(problem);
        return;
      }
    }
    if (value === undefined && enterDefault) {
      pick(enterDefault);
      return;
    }
    if (value === undefined && creatable && matching.length === 0) {
      create();
      return;
    }
    if (value === undefined) {
      const takes = slot.constant ? (slot.real ? 'a tag or a number' : 'a tag or an integer') : 'a tag';
      setProblem(`"${text.trim()}" is not ${takes} this slot takes.`);
      return;
    }
    commit(value);
  };

  return (
    <div
      className="plc-picker"
      role="dialog"
      aria-label={`${instruction.type} operands`}
      style={position}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {slots.length > 1 && (
        <div className="plc-picker__slots" role="group" aria-label="Operand">
          {slots.map((s, index) => (
            <button key={s.slot} type="button" aria-pressed={index === active} onClick={() => choose(index)}>
              {s.label}
            </button>
          ))}
        </div>
      )}
      <label className="plc-picker__field" htmlFor={`${id}-input`}>
        {instruction.type} {slot.label.toLowerCase()}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        autoComplete="off"
        spellCheck={false}
        list={`${id}-list`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
      />
      <datalist id={`${id}-list`}>
        {slot.choices.map((c) => (
          <option key={c.id} value={c.name} label={c.alias || undefined} />
        ))}
      </datalist>
      <div className="plc-picker__choices" role="group" aria-label={`Tags for ${slot.label.toLowerCase()}`}>
        {shown.map((c) => (
          <button
            key={c.id}
            type="button"
            className={c === enterDefault ? 'plc-picker__default' : undefined}
            data-io={c.io || undefined}
            title={
              c.range !== undefined
                ? `${c.range}: add the index`
                : c === enterDefault
                  ? 'Enter picks this tag'
                  : undefined
            }
            onClick={() => pick(c)}
          >
            {choiceLabel(c)}
          </button>
        ))}
        {slot.choices.length === 0 && (
          <p>{slot.kind === 'label' ? 'No labels yet: type a name.' : 'No tags of this type yet.'}</p>
        )}
      </div>
      {creatable && (
        <button type="button" className="plc-picker__create" onClick={create}>
          Create {newType} tag “{typed}”
        </button>
      )}
      {problem && (
        <p className="plc-picker__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="plc-picker__actions">
        <button type="button" onClick={() => commit(null)}>
          Clear
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
