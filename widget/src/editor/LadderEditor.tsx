import type { InstructionType, Project } from '@plcsim/compiler';
import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { historyKey } from '../editing/history.ts';
import { ladderIndex, own, selectedMainRung } from '../editing/ladderIndex.ts';
import { actionForKey } from '../editing/registry.ts';
import { copyRungs, rungText } from '../editing/rungText.ts';
import type { EditorEnv, OperandSlot, Selection } from '../editing/types.ts';
import { LadderView } from '../ladder/LadderView.tsx';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { EditToolbar } from './EditToolbar.tsx';
import { moveSelection, selectionOf } from './navigation.ts';
import { OperandPicker, type PickerPosition } from './OperandPicker.tsx';
import { operandName } from './operands.ts';
import { RungTextBox, type RungTextEdit } from './RungTextBox.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { INSERT_KEYS, isPlainKey, TEXT_KEY } from './shortcuts.ts';
import { INSTRUCTION_DRAG_TYPE, Toolsets } from './Toolsets.tsx';
import { callableAddOns } from '../editing/addOnView.ts';
import type { EditorStore } from './editorStore.ts';
import { useElementDrag, type DropSide } from './useElementDrag.ts';
import { useLadderEditor } from './useLadderEditor.ts';
import { useLongPress } from './useLongPress.ts';
import './editor.css';

/** Props of `LadderEditor`. */
export interface LadderEditorProps {
  /**
   * The document to edit; a different document loads afresh (empty history, nothing selected).
   * Ignored when `store` is given.
   */
  project?: Project;
  /**
   * The editor store to work on, shared with the Tags tab and the I/O palette (one undo history for
   * all); the host creates and loads it. Without it the editor keeps its own over `project`.
   */
  store?: EditorStore;
  /** The simulator: reloaded with each edit while in PROG; editing is disabled while it is in RUN. */
  controller?: SimulatorController;
  /** Called with each new document (an edit, an undo or a redo). */
  onChange?: (project: Project) => void;
  /** New ids for added rungs, branches and instructions (default `crypto.randomUUID`; own store only). */
  env?: EditorEnv;
  className?: string;
}

/** What the selection is, for the status line ('Selected: XIC Start'). */
function describe(project: Project, selection: Selection | null): string {
  if (!selection) return 'Nothing selected';
  if (selection.kind === 'instruction') {
    const instruction = own(project.instructionMap, selection.id);
    const name = instruction ? operandName(project, instruction.tag) : '';
    return `Selected: ${instruction?.type ?? 'instruction'}${name ? ` ${name}` : ''}`;
  }
  const rung = selection.rungId === undefined ? -1 : project.rungs.indexOf(selection.rungId);
  const where = rung === -1 ? '' : ` in rung ${rung}`;
  if (selection.kind === 'branch') return `Selected: branch${where}`;
  if (selection.kind === 'wire') return `Selected: wire${where}`;
  return project.rungs.includes(selection.id) ? `Selected: rung ${rung}` : `Selected: branch leg${where}`;
}

/** The `data-element-id` under an event's target, inside `root`. */
function elementIdAt(target: EventTarget | null, root: HTMLElement | null): string | null {
  if (!(target instanceof Element) || !root) return null;
  const found = target.closest('[data-element-id]');
  return found && root.contains(found) ? found.getAttribute('data-element-id') : null;
}

/** The operand slot of the band under an event's target (`data-operand-slot`), or null. */
function operandSlotAt(target: EventTarget | null): OperandSlot | null {
  if (!(target instanceof Element)) return null;
  const slot = target.closest('[data-operand-slot]')?.getAttribute('data-operand-slot');
  return slot ? (slot as OperandSlot) : null;
}

/** The picker's widest size in pixels (editor.css: 20rem). */
const PICKER_WIDTH = 320;
/** About the picker's tallest size in pixels, to open it above an instruction near the bottom. */
const PICKER_HEIGHT = 340;

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/** False when `rect` (the drawing of `element`) lies outside the box of a scrolling ancestor or the window. */
function inSight(element: Element, rect: DOMRect): boolean {
  if (rect.bottom < 0 || rect.top > window.innerHeight) return false;
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY !== 'auto' && overflowY !== 'scroll') continue;
    const seen = box.getBoundingClientRect();
    return seen.height === 0 || (rect.bottom >= seen.top && rect.top <= seen.bottom);
  }
  return true;
}

/** Targets that keep their own keys and clipboard: text fields, the tag picker, the shortcut list. */
const OWN_KEYS = 'input, textarea, select, .plc-picker, .plc-shortcuts, .plc-rung-text';

/**
 * The ladder editor (spec 000 §2 "Ladder editor", §4 "Ladder editing"): the editing toolbar, the
 * toolset tabs and the ladder. Click or tap a rung, branch, instruction or wire to select it (blank
 * space clears); click or tap an operand (a tag name, an alias, a box row, `?`), double-click an
 * instruction, or press Enter, to pick its tags. Drag an instruction or branch (mouse or pen) onto a
 * wire or an element to move it there; a long press by touch puts a branch around it. On the focused ladder,
 * arrows move the selection and letters insert instructions (`?` lists every shortcut). Copy, cut and
 * paste (the browser's clipboard events, so Ctrl/Cmd+C/X/V and the browser's menus alike) carry the
 * selected main rung as neutral text, and paste neutral text as rungs after it. Double-click a rung
 * number, or press `e` on a selected rung, to edit the rung as text. While the simulator runs, editing
 * is disabled and nothing is selected.
 */
export function LadderEditor({ project, store, controller, onChange, env, className }: LadderEditorProps) {
  const api = useLadderEditor(project, { controller, onChange, env, store });
  const { editor, running } = api;
  const { project: document, selection } = editor.state;
  const [help, setHelp] = useState(false);
  const [picking, setPicking] = useState<{
    id: string;
    position: PickerPosition;
    slot?: OperandSlot | undefined;
  } | null>(null);
  const [texting, setTexting] = useState<RungTextEdit | null>(null);
  const ladder = useRef<HTMLDivElement>(null);

  const focusLadder = () => ladder.current?.querySelector<HTMLElement>('.plc-ladder')?.focus();

  // The rung being edited as text, while it is still in the ladder and the simulator is in PROG.
  const textRung = texting && !running && document.rungs.includes(texting.rungId) ? texting : null;
  /** Opens the text box on main rung `rungId`, prefilled with its neutral text. */
  const openText = (rungId: string) => {
    if (running || !document.rungs.includes(rungId)) return;
    const drawn = ladder.current?.querySelector(`[data-element-id="${CSS.escape(rungId)}"]`);
    const box = ladder.current?.getBoundingClientRect();
    const rect = drawn?.getBoundingClientRect();
    const top = rect && box ? Math.max(0, rect.top - box.top) : 0;
    setPicking(null);
    setTexting({ rungId, text: rungText(document, rungId), error: null, top });
  };
  const closeText = () => {
    setTexting(null);
    focusLadder();
  };
  const applyText = (text: string) => {
    if (!textRung) return;
    const refused = api.attempt('replaceRungText', { rungId: textRung.rungId, text });
    if (refused === null) closeText();
    else setTexting({ ...textRung, text, error: refused });
  };

  /** True when a clipboard event is the editor's: not in a text field, the picker or a dialog. */
  const ownsClipboard = (event: ClipboardEvent) => {
    const target = event.target as HTMLElement;
    return !running && !target.closest(OWN_KEYS);
  };
  /** Copy (and cut): the selected main rung's text on the clipboard; true when it was put there. */
  const onCopy = (event: ClipboardEvent, verb = 'copy') => {
    if (!ownsClipboard(event)) return false;
    const rungId = selectedMainRung(document, selection);
    if (rungId === undefined) {
      // The browser's own copy goes ahead (a text selection, if any); the clipboard is not emptied.
      api.refuse(`Select a rung to ${verb}.`);
      return false;
    }
    event.preventDefault();
    event.clipboardData.setData('text/plain', copyRungs(document, [rungId]));
    return true;
  };
  const onCut = (event: ClipboardEvent) => {
    if (onCopy(event, 'cut')) api.perform('cutRungs', {});
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!ownsClipboard(event)) return;
    event.preventDefault();
    const text = event.clipboardData.getData('text/plain');
    if (text.trim() === '') api.refuse('Nothing to paste: the clipboard holds no text.');
    else api.perform('pasteRungs', { text });
  };

  // The picker shows while its instruction is on the drawn ladder (not after another routine is chosen).
  const pickedInstruction =
    picking && !running && ladderIndex(document).elements.has(picking.id)
      ? own(document.instructionMap, picking.id)
      : undefined;

  /**
   * Where the picker on instruction `id` goes: fixed to the viewport under its drawing (above it near
   * the bottom of the window), so a scrolling panel does not clip it; kept inside the window's width.
   * Null when the drawing is gone or scrolled out of sight.
   */
  const placePicker = (id: string): PickerPosition | null => {
    const drawn = ladder.current?.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
    if (!drawn) return null;
    const rect = drawn.getBoundingClientRect();
    if (!inSight(drawn, rect)) return null;
    const room = Math.max(0, window.innerWidth - Math.min(PICKER_WIDTH, window.innerWidth - 16) - 8);
    const left = Math.max(8, Math.min(rect.left, room));
    return rect.bottom + PICKER_HEIGHT < window.innerHeight
      ? { left, top: rect.bottom + 4 }
      : { left, bottom: window.innerHeight - rect.top + 4 };
  };
  const openPicker = (id: string, slot?: OperandSlot) => {
    if (running || !own(document.instructionMap, id)) return;
    setTexting(null);
    setPicking({ id, slot, position: placePicker(id) ?? { left: 8, top: 4 } });
  };
  // A fixed picker would drift from its instruction: when anything but the picker scrolls (also the
  // panel scrolling the focused ladder into view just as Enter opened it), it follows its instruction,
  // and closes once the instruction is scrolled out of sight.
  const open = picking !== null;
  useEffect(() => {
    if (!open) return;
    const onScroll = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.plc-picker')) return;
      setPicking((current) => {
        if (!current) return current;
        const position = placePicker(current.id);
        return position ? { ...current, position } : null;
      });
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [open]);
  const closePicker = () => {
    setPicking(null);
    focusLadder();
  };

  const insert = (type: InstructionType) => api.perform('addInstruction', { type });

  // Dragging a toolset button over the ladder: the element under the pointer is outlined (set on the
  // drawing directly, so a drag does not re-render the ladder) and a drop inserts there.
  const dropTarget = useRef<Element | null>(null);
  const markDrop = (element: Element | null) => {
    if (dropTarget.current === element) return;
    dropTarget.current?.removeAttribute('data-drop-target');
    element?.setAttribute('data-drop-target', 'true');
    dropTarget.current = element;
  };
  const dropElement = (event: DragEvent): Element | null => {
    if (running || !event.dataTransfer.types.includes(INSTRUCTION_DRAG_TYPE)) return null;
    if (!(event.target instanceof Element)) return null;
    const found = event.target.closest('[data-element-id]');
    return found && ladder.current?.contains(found) ? found : null;
  };
  const onDragOver = (event: DragEvent) => {
    const element = dropElement(event);
    markDrop(element);
    if (!element) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const element = dropElement(event);
    markDrop(null);
    const id = element?.getAttribute('data-element-id');
    const at = id ? selectionOf(document, id) : null;
    const type = event.dataTransfer.getData(INSTRUCTION_DRAG_TYPE) as InstructionType;
    if (!at || !type) return;
    event.preventDefault();
    setPicking(null);
    api.perform('addInstruction', { type }, at);
    focusLadder();
  };

  /** The instruction or branch under a press, named as the status line names it; null for anything else. */
  const movable = (target: EventTarget | null) => {
    if (target instanceof Element && target.closest('.plc-picker, .plc-rung-text')) return null;
    const id = elementIdAt(target, ladder.current);
    const at = id === null ? null : selectionOf(document, id);
    if (!at || (at.kind !== 'instruction' && at.kind !== 'branch')) return null;
    return { id: at.id, label: describe(document, at).replace(/^Selected: /, '') };
  };
  /**
   * Where a drop on `targetId` lands: a wire or leg where it is; an instruction or branch before it
   * (the wire on its left) or after it (as an insert does).
   */
  const dropPlace = (targetId: string, side: DropSide): Selection | null => {
    const target = selectionOf(document, targetId);
    if (!target || side === 'after' || (target.kind !== 'instruction' && target.kind !== 'branch')) {
      return target;
    }
    const place = ladderIndex(document).elements.get(target.id);
    const left = place && own(document.rungMap, place.legId)?.elements[place.index - 1];
    return place ? selectionOf(document, `wire:${place.legId}:${left ?? 'start'}`) : target;
  };
  // Drag an instruction or branch (mouse, pen) to a wire, an element or a leg: it moves there.
  const elementDrag = useElementDrag({
    ladder,
    draggable: movable,
    mark: markDrop,
    describe: (targetId, side) => {
      const target = selectionOf(document, targetId);
      if (!target) return '';
      if (target.kind !== 'instruction' && target.kind !== 'branch') return 'onto the wire';
      return `${side} ${describe(document, target).replace(/^Selected: /, '')}`;
    },
    drop: (id, targetId, side) => {
      const target = dropPlace(targetId, side);
      if (!target) return;
      setPicking(null);
      api.perform('moveElementTo', { elementId: id, target });
      focusLadder();
    },
    disabled: running,
  });
  // A long press by touch on an instruction or branch puts a branch around it (Shift+B).
  const longPress = useLongPress(
    movable,
    ({ id }) => {
      const at = selectionOf(document, id);
      if (!at) return;
      setPicking(null);
      api.perform('addBranch', { around: true }, at);
      navigator.vibrate?.(15);
    },
    running,
  );
  const onPointerDown = (event: PointerEvent) => {
    elementDrag.onPointerDown(event);
    longPress.onPointerDown(event);
  };

  const onClick = (event: MouseEvent) => {
    // The click that ends a drag or a long press is not a selection.
    if (elementDrag.consumeClick() || longPress.consumeClick()) return;
    if (running || (event.target instanceof Element && event.target.closest('.plc-picker, .plc-rung-text'))) {
      return;
    }
    const id = elementIdAt(event.target, ladder.current);
    api.select(id === null ? null : selectionOf(document, id));
    // A click or tap on an operand (its name, alias or box row, the `?` too) picks it at once.
    const slot = operandSlotAt(event.target);
    if (id !== null && slot !== null && own(document.instructionMap, id)) openPicker(id, slot);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const id = elementIdAt(event.target, ladder.current);
    if (id !== null && own(document.instructionMap, id)) {
      api.select(selectionOf(document, id));
      openPicker(id);
    } else if (id !== null && document.rungs.includes(id)) {
      // The rung number (or the rung's blank band): edit the rung as text.
      api.select(selectionOf(document, id));
      openText(id);
    }
  };

  /** Keys anywhere in the editor: history and the shortcut list. */
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest(OWN_KEYS)) return;
    const history = historyKey(event);
    if (history) {
      event.preventDefault();
      if (history === 'undo') api.undo();
      else api.redo();
      return;
    }
    if (event.key === '?') {
      event.preventDefault();
      setHelp((shown) => !shown);
      return;
    }
    // The rest only on the ladder itself (buttons and tabs keep their own keys).
    if (running || !ladder.current?.contains(target)) return;
    if (ARROWS.has(event.key) && isPlainKey(event) && !event.shiftKey) {
      event.preventDefault();
      const next = moveSelection(document, selection, event.key as 'ArrowLeft');
      if (next) api.select(next);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      if (!isPlainKey(event)) return;
      event.preventDefault();
      api.deleteSelection();
      return;
    }
    if (event.key === 'Escape') {
      api.select(null);
      return;
    }
    if (event.key === 'Enter' && isPlainKey(event)) {
      if (selection?.kind === 'instruction') {
        event.preventDefault();
        openPicker(selection.id);
      }
      return;
    }
    const registered = actionForKey(event);
    if (registered) {
      event.preventDefault();
      api.perform(registered.name, registered.args as never);
      return;
    }
    if (!isPlainKey(event)) return;
    const letter = event.key;
    if (letter === TEXT_KEY && selection?.kind === 'rung' && document.rungs.includes(selection.id)) {
      event.preventDefault();
      openText(selection.id);
      return;
    }
    const type = INSERT_KEYS[letter];
    if (type) {
      event.preventDefault();
      insert(type);
    } else if (letter === 'r') {
      event.preventDefault();
      api.perform('addRung', {});
    } else if (letter === 'b' || letter === 'B') {
      event.preventDefault();
      api.perform('addBranch', { around: letter === 'B' });
    }
  };

  const selectedId = running ? null : shownId(document, selection);

  return (
    <div
      className={['plc-editor', className].filter(Boolean).join(' ')}
      data-running={running || undefined}
      onKeyDown={onKeyDown}
      onCopy={(event) => void onCopy(event)}
      onCut={onCut}
      onPaste={onPaste}
    >
      <div className="plc-editor__tools">
        <EditToolbar api={api} />
        <Toolsets onInsert={insert} disabled={running} addOns={callableAddOns(document)} />
        <button
          type="button"
          className="plc-editor__help"
          aria-haspopup="dialog"
          title="Keyboard shortcuts (?)"
          onClick={() => setHelp(true)}
        >
          Shortcuts
        </button>
      </div>
      <p className="plc-editor__status" role="status" aria-live="polite">
        {running ? 'Editing is disabled while running.' : (api.refusal ?? describe(document, selection))}
      </p>
      <div
        className="plc-editor__ladder"
        ref={ladder}
        data-dragging={elementDrag.drag ? true : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={longPress.onPointerMove}
        onPointerUp={longPress.onPointerUp}
        onPointerCancel={longPress.onPointerCancel}
        onContextMenu={longPress.onContextMenu}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!ladder.current?.contains(event.relatedTarget as Node | null)) markDrop(null);
        }}
        onDrop={onDrop}
      >
        {textRung && (
          <RungTextBox
            key={textRung.rungId}
            edit={textRung}
            index={document.rungs.indexOf(textRung.rungId)}
            onChange={(text) => setTexting({ ...textRung, text })}
            onApply={applyText}
            onCancel={closeText}
          />
        )}
        <LadderView project={document} controller={controller} selectedId={selectedId} />
        {elementDrag.drag && (
          <div
            className="plc-editor__drag"
            role="status"
            style={{ left: elementDrag.drag.x + 12, top: elementDrag.drag.y + 12 }}
          >
            Move {elementDrag.drag.label}
            {elementDrag.drag.where ? ` ${elementDrag.drag.where}` : ': drop on a wire or an element'}
          </div>
        )}
        {pickedInstruction && (
          <OperandPicker
            key={picking?.id}
            project={document}
            instruction={pickedInstruction}
            position={picking?.position}
            initialSlot={picking?.slot}
            onSet={(slot, value) =>
              api.perform('setOperand', { instructionId: pickedInstruction.uuid, slot, value })
            }
            onCreate={(slot, name) =>
              api.perform('createOperandTag', { instructionId: pickedInstruction.uuid, slot, name })
            }
            onClose={closePicker}
          />
        )}
      </div>
      {help && (
        <ShortcutsDialog
          onClose={() => {
            setHelp(false);
            focusLadder();
          }}
        />
      )}
    </div>
  );
}

/**
 * The id LadderView draws blue: the selection's own id; for a branch leg, which has no drawing of its
 * own, its first wire.
 */
function shownId(project: Project, selection: Selection | null): string | null {
  if (!selection) return null;
  if (selection.kind === 'rung' && !project.rungs.includes(selection.id)) return `wire:${selection.id}:start`;
  return selection.id;
}
