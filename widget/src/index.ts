/**
 * @plcsim/widget: the embeddable simulator widget and its parts, used by the site and by course pages.
 */
export { IoSymbolIcon, type IoSymbolIconProps } from './symbols/IoSymbolIcon.tsx';
export { SymbolStrip, type SymbolStripProps } from './symbols/SymbolStrip.tsx';
export { IO_SYMBOL_LABELS, ioSymbolLabel } from './symbols/labels.ts';
export { SYMBOL_DRAWINGS, SYMBOL_VIEWBOX } from './symbols/drawings.ts';
export { SceneCanvas, type SceneCanvasProps } from './scenes/SceneCanvas.tsx';
export { SceneThumbnail, type SceneThumbnailProps } from './scenes/SceneThumbnail.tsx';
export { sceneThumbnailUrl } from './scenes/thumbnail.ts';
export { initialSceneFrame, readSceneFrame, type SceneFrame, type SceneItem } from './scenes/frame.ts';
export {
  SCENE_RENDERERS,
  SCENE_WIDTH,
  SCENE_HEIGHT,
  type SceneDrawing,
  type SceneRenderer,
} from './scenes/drawings/index.ts';
export { SimulatorController, type Clock } from './simulator/simulatorController.ts';
export { useSimulatorState, useScanTick, useScanValue } from './simulator/hooks.ts';
export { SCAN_MS, MIN_SPEED, MAX_SPEED, MAX_CATCH_UP_SCANS } from './simulator/scanSchedule.ts';
export { TREND_CAPACITY } from './simulator/trendRecorder.ts';
export type {
  InputRefusal,
  LiveReader,
  LogEntry,
  RunMode,
  SimulatorState,
  SimulatorStatus,
  TrendSamples,
} from './simulator/types.ts';
