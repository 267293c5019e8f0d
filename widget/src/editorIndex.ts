/**
 * @plcsim/widget/editor: the ladder editor, its editing model (actions, undo history, tag rules) and the
 * I/O palette, for hosts that build their own editing screen (the site's workspace). `<PlcSimulator
 * mode="edit">` loads the editor from here on demand.
 */
export { IoPalette, type IoPaletteProps } from './io/IoPalette.tsx';
export { ACTIONS, ACTION_NAMES, DEFAULT_ENV, performAction, actionForKey } from './editing/registry.ts';
export {
  MAX_HISTORY,
  loadEditor,
  performEdit,
  setSelection,
  undoEdit,
  redoEdit,
  canUndo,
  canRedo,
  historyKey,
  type Editor,
} from './editing/history.ts';
export { ladderIndex, isConditionType, conditionsAhead, selectionExists } from './editing/ladderIndex.ts';
export { slotRules } from './editing/actions/setOperand.ts';
export type {
  Action,
  ActionArgs,
  ActionName,
  ActionResult,
  EditorEnv,
  EditorState,
  KeyLike,
  OperandSlot,
  Selection,
} from './editing/types.ts';
export { LadderEditor, type LadderEditorProps } from './editor/LadderEditor.tsx';
export { EditToolbar, type EditToolbarProps } from './editor/EditToolbar.tsx';
export { Toolsets, TOOLSETS, type ToolsetsProps } from './editor/Toolsets.tsx';
export { OperandPicker, type OperandPickerProps } from './editor/OperandPicker.tsx';
export { ShortcutsDialog } from './editor/ShortcutsDialog.tsx';
export { useLadderEditor, type LadderEditorApi, type LadderEditorOptions } from './editor/useLadderEditor.ts';
export { EditorStore, useEditorStore, type EditorStoreOptions } from './editor/editorStore.ts';
export {
  REQUIRED_ALIAS,
  CHILD_NAME_FIXED,
  ALIAS_PREFIX,
  IO_SYMBOLS,
  IO_PREFIX,
  newIoTag,
  aliasProblem,
  symbolDirection,
  tagDirection,
  restValue,
  type IoDirection,
} from './editing/tagRules.ts';
export { newTagNameProblem } from './editing/actions/createOperandTag.ts';
export { MAX_ROUTINE_NAME, findRoutine, routineNameProblem, routinesOf } from './editing/routineRules.ts';
export { routineView, writeRoutineView } from './editing/routineView.ts';
export {
  addOnRoutineId,
  addOnsOf,
  findAddOn,
  findAddOnRoutine,
  parseAddOnRoutineId,
  type AddOnPart,
} from './editing/addOnView.ts';
export {
  ADD_ON_ANY_TYPES,
  ADD_ON_SCALAR_TYPES,
  ADD_ON_USAGES,
  addOnCalls,
  addOnNameProblem,
  addOnTagNameProblem,
} from './editing/addOnRules.ts';
export { moveSelection, drawingOrder, selectionOf } from './editor/navigation.ts';
export { INSERT_KEYS, SHORTCUT_HELP } from './editor/shortcuts.ts';
export { DataTypesEditor, type DataTypesEditorProps } from './tags/dataTypes/DataTypesEditor.tsx';
export { dataTypeNameProblem, dataTypeUsers, MEMBER_BUILTIN_TYPES } from './editing/dataTypeRules.ts';
export type { MemberEntry } from './editing/types.ts';
// The Tags tab and the trend chart: here, not in the main entry, so a page that does not show them never
// downloads them (<PlcSimulator> loads them when their panel is shown).
export { TagTable, type TagTableProps, type TagTableEditing } from './tags/TagTable.tsx';
export { TrendChart, type TrendChartProps } from './trend/TrendChart.tsx';
export {
  trendLayout,
  trendData,
  bitValue,
  BIT_HIGH,
  type TrendLayout,
  type TrendSeriesInfo,
} from './trend/trendSeries.ts';
export { trendOptions, DEFAULT_TREND_PALETTE, type TrendPalette } from './trend/trendOptions.ts';
