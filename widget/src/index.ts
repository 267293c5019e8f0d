/**
 * @plcsim/widget: the embeddable simulator widget and its parts, used by the site and by course pages.
 */
export { IoSymbolIcon, type IoSymbolIconProps } from './symbols/IoSymbolIcon.tsx';
export { SymbolStrip, type SymbolStripProps } from './symbols/SymbolStrip.tsx';
export { IO_SYMBOL_LABELS, ioSymbolLabel } from './symbols/labels.ts';
export { SYMBOL_DRAWINGS, SYMBOL_VIEWBOX } from './symbols/drawings.ts';
export { SceneCanvas, type SceneCanvasProps } from './scenes/SceneCanvas.tsx';
export { SceneThumbnail, type SceneThumbnailProps } from './scenes/SceneThumbnail.tsx';
export { initialSceneFrame, readSceneFrame, type SceneFrame, type SceneItem } from './scenes/frame.ts';
// The drawings themselves (and paper.js) load on demand inside SceneCanvas and SceneThumbnail.
export { SCENE_WIDTH, SCENE_HEIGHT, type SceneDrawing, type SceneRenderer } from './scenes/drawings/types.ts';
export { SimulatorController, type Clock } from './simulator/simulatorController.ts';
export { useSimulatorState, useScanTick, useScanValue } from './simulator/hooks.ts';
export { SCAN_MS, MIN_SPEED, MAX_SPEED, MAX_CATCH_UP_SCANS } from './simulator/scanSchedule.ts';
export { TREND_CAPACITY } from './simulator/trendRecorder.ts';
export {
  LANGUAGE_NAMES,
  languageOf,
  emptyLanguage,
  hasStCode,
  ladderInstructionCount,
  type EmptyLanguage,
} from './simulator/programLanguage.ts';
export type {
  InputRefusal,
  LiveReader,
  LogEntry,
  RunMode,
  RunRefusal,
  SimulatorState,
  SimulatorStatus,
  TrendSamples,
} from './simulator/types.ts';
export { PlcSimulator, type PlcSimulatorHandle, type PlcSimulatorProps } from './PlcSimulator.tsx';
export { StSourceView, type StSourceViewProps } from './st/StSourceView.tsx';
export {
  PANELS,
  DEFAULT_PANELS,
  parseEmbedOptions,
  parsePanels,
  parseFlag,
  parseHeight,
  type EmbedOptions,
  type PanelName,
  type SimulatorMode,
  type SimulatorTheme,
  type SimulatorHeight,
} from './embed/options.ts';
export {
  HEIGHT_MESSAGE_TYPE,
  HEIGHT_MESSAGE_VERSION,
  heightMessage,
  isHeightMessage,
  type HeightMessage,
} from './embed/heightMessage.ts';
export { loadSource, sourceTarget, type SourceTarget } from './embed/loadSource.ts';
export { DEVELOPER_ERRORS, developerMessage, type DeveloperErrorCode } from './embed/developerErrors.ts';
export { IoPanel, type IoPanelProps } from './io/IoPanel.tsx';
export { InputSwitch, type InputSwitchProps } from './io/InputSwitch.tsx';
export { OutputLamp, type OutputLampProps } from './io/OutputLamp.tsx';
export { tagRows, type TagRow } from './tags/tagRows.ts';
export {
  formatValue,
  liveRealText,
  isRealLiteral,
  parseRealEntry,
  LIVE_REAL_DIGITS,
} from './tags/formatValue.ts';
export { StatusBar, type StatusBarProps } from './status/StatusBar.tsx';
export { formatScanTime } from './status/formatScanTime.ts';
export { RunControls, type RunControlsProps } from './controls/RunControls.tsx';
export { ModeSwitch, type ModeSwitchProps } from './controls/ModeSwitch.tsx';
export { SPEEDS, speedLabel } from './controls/speeds.ts';
export { FAST_FORWARDS } from './controls/fastForward.ts';
export { useRunning, EDITING_DISABLED_WHILE_RUNNING } from './simulator/useRunning.ts';
// The ladder editor, the editing model, the I/O palette, the Tags tab and the trend chart are
// `@plcsim/widget/editor` (editorIndex.ts): <PlcSimulator> loads each on demand (mode="edit", the tags and
// trend panels), so a page that only runs a project with the default panels never downloads them.
// The ladder view and its layout are `@plcsim/widget/ladder` (ladderIndex.ts): <PlcSimulator> loads the view
// on demand when it shows a ladder, so a page running a project in Structured Text never downloads it.
