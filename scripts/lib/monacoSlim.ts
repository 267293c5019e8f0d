/**
 * A Vite plugin for the site's production build (vite.config.ts): parts of Monaco's core that the
 * Structured Text editor never reaches are replaced by small stand-ins, so the lazy editor chunk does not
 * carry them (docs/decisions.md "Monaco: only the features the Structured Text tab uses"). Monaco's
 * `monaco-editor/editor` entry builds its whole API object (diff editors included) and its hover imports
 * the colour picker, inlay hints, go-to-definition and the code action menu, whatever the page registers.
 *
 * Each stand-in keeps the module's exports that the kept code imports (the build fails on a missing
 * one) and behaves as Monaco does when the feature is off or has no provider: `get(editor)` answers
 * null, `instanceof` is false, constructors that only run when a feature is switched on throw. The
 * editor worker bundle is built apart (Vite's worker build) and keeps its modules.
 */
import type { Plugin } from 'vite';

/** Throws if a stand-in is ever constructed: the feature is not in this build. */
const absent = (what: string) =>
  `function absent() { throw new Error(${JSON.stringify(`${what} is not in this build (scripts/lib/monacoSlim.ts).`)}); }`;

/** Module path under monaco-editor/esm/vs/ → its stand-in. */
export const MONACO_STAND_INS: Readonly<Record<string, string>> = {
  // monaco.editor.createDiffEditor / createMultiFileDiffEditor: the tab shows one program, never a diff.
  'editor/browser/widget/diffEditor/diffEditorWidget.js': `${absent('The diff editor')}
export class DiffEditorWidget { constructor() { absent(); } }
export function toLineChanges() { absent(); }`,
  'editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js': `${absent('The multi-file diff editor')}
export class MultiDiffEditorWidget { constructor() { absent(); } }`,
  // The WebGPU renderer: created only with experimentalGpuAcceleration 'on' (off by default, never set).
  'editor/browser/gpu/viewGpuContext.js': `${absent('The GPU renderer')}
export class ViewGpuContext { constructor() { absent(); } }`,
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': `${absent('The GPU renderer')}
export class ViewLinesGpu { constructor() { absent(); } }`,
  // Tree-sitter tokens: the standalone editor's tree-sitter service supports no language (Monarch tokenizes).
  'editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js': `${absent('Tree-sitter tokenization')}
export class TreeSitterSyntaxTokenBackend { constructor() { absent(); } }`,
  // The editor worker's code run on the main thread, used only when the worker cannot start.
  'editor/common/services/editorWebWorker.js': `${absent('The main-thread fallback of the editor worker')}
export class EditorWorker { constructor() { absent(); } }`,
  // The hover's colour swatches and inlay hint parts: no colour or inlay hint provider is registered.
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js': `export function isOnColorDecorator() { return false; }`,
  'editor/contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js': `export class ColorHover {}
export class HoverColorPickerParticipant {}`,
  'editor/contrib/inlayHints/browser/inlayHintsHover.js': `export class InlayHintsHover {}`,
  // Ctrl+hover "go to definition" (and the hover's definition preview): no definition provider.
  'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js': `export class GotoDefinitionAtPositionEditorContribution { static get() { return null; } }`,
  // The quick fix menu of a marker's hover: no code action provider (its contribution is not registered).
  'editor/contrib/codeAction/browser/codeActionController.js': `export class CodeActionController { static get() { return null; } }`,
  // Paste-as and copy metadata (its contribution is not registered): plain cut, copy and paste stay.
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js': `export class CopyPasteController { static get() { return null; } }`,
  // The quick input (F1's command list, Ctrl+G, pickers): not shipped, so its service answers nothing, and
  // the workbench lists and trees it is built on go with it.
  'editor/standalone/browser/quickInput/standaloneQuickInputService.js': `${absent('The quick input')}
export class StandaloneQuickInputService {
  get currentQuickInput() { return undefined; }
  pick() { return Promise.resolve(undefined); }
  input() { return Promise.resolve(undefined); }
  createQuickPick() { absent(); }
  createInputBox() { absent(); }
  toggle() {}
  toggleHover() {}
}`,
  'platform/list/browser/listService.js': `import { createDecorator } from '../../instantiation/common/instantiation.js';
export const IListService = createDecorator('listService');
export class ListService { get lastFocusedList() { return undefined; } }`,
  // The minimap: switched off in the tab (minimap.enabled false); an empty view part stands in.
  'editor/browser/viewParts/minimap/minimap.js': `import { createFastDomNode } from '../../../../base/browser/fastDomNode.js';
import { ViewPart } from '../../view/viewPart.js';
export class Minimap extends ViewPart {
  constructor(context) {
    super(context);
    this._domNode = createFastDomNode(document.createElement('div'));
    this._domNode.setClassName('minimap');
    this._domNode.setDisplay('none');
  }
  getDomNode() { return this._domNode; }
  prepareRender() {}
  render() {}
}`,
  // The custom drop-down of a select action item (no menu of the tab has a selection submenu).
  'base/browser/ui/selectBox/selectBoxCustom.js': `${absent('The custom select box')}
export class SelectBoxList { constructor() { absent(); } }`,
  // The inline suggestion toolbar the hover checks for: no inline completions provider.
  'editor/contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js': `export class InlineSuggestionHintsContentWidget { static { this.dropDownVisible = false; } }`,
  // The problem peek (F8): the Errors tab lists the problems and takes the learner to each line; a
  // marker's hover still shows its message.
  'editor/contrib/gotoError/browser/gotoError.js': `export class MarkerController { static get() { return null; } }
export class NextMarkerAction { static { this.ID = 'editor.action.marker.next'; } }`,
};

/** Every `localize(…)` of a colour file: each is the description of a registerColor call. */
const COLOR_DESCRIPTIONS = {
  what: 'the colour descriptions',
  pattern: /localize\(\d+, (?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)/g,
  by: "''",
};

/**
 * Text replaced in Monaco's modules (a key ending in / covers a folder's files): data and descriptions nothing in the tab reads. Each pattern must match
 * (the build fails otherwise, so an upgrade of Monaco that moves them is noticed).
 */
export const MONACO_TRIMS: Readonly<
  Record<string, readonly { what: string; pattern: RegExp; by: string }[]>
> = {
  // The confusable-character table of the unicode highlighter (not shipped), about 20 KB.
  'base/common/strings.js': [
    {
      what: 'the ambiguous characters table',
      pattern: /JSON\.parse\('\{\\"_common\\":\[8232,[^']*'\)/,
      by: `JSON.parse('{"_common":[]}')`,
    },
    // The grapheme cluster table (about 10 KB gzip): without it every code point from U+007F on is a
    // cluster of its own, so the cursor steps through an emoji sequence or a decomposed accent one code
    // point at a time. Programs are ASCII; a comment's precomposed letters (é, ü) are one code point.
    {
      what: 'the grapheme break table',
      pattern: /return JSON\.parse\('\[0,0,0,51229,[^']*'\)/,
      by: `return JSON.parse('[]')`,
    },
  ],
  // The options' descriptions, read only by a settings editor's schema (the standalone editor has none).
  'editor/common/config/editorOptions.js': [
    {
      what: 'the option descriptions',
      pattern:
        /(\b(?:description|markdownDescription): )localize\(\d+, (?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')(?:, [^)]*)?\)/g,
      by: `$1''`,
    },
    {
      what: "the option values' descriptions",
      pattern:
        /(\benumDescriptions: )\[(?:\s*localize\(\d+, (?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\),?)+\s*\]/g,
      by: '$1[]',
    },
  ],
  // The theme colours' descriptions (the third argument of registerColor), read only by a settings schema.
  'platform/theme/common/colors/': [COLOR_DESCRIPTIONS],
  'editor/common/core/editorColorRegistry.js': [COLOR_DESCRIPTIONS],
};

const MONACO_ESM = '/node_modules/monaco-editor/esm/vs/';

/** A resolved module id's path under monaco-editor/esm/vs/, if it is one of Monaco's modules. */
function monacoPath(id: string): string | undefined {
  const path = id.replace(/\\/g, '/').split('?')[0] ?? '';
  const at = path.lastIndexOf(MONACO_ESM);
  return at < 0 ? undefined : path.slice(at + MONACO_ESM.length);
}

/** The stand-in for a resolved module id, if it is one of Monaco's replaced modules. */
export function standInFor(id: string): string | undefined {
  const path = monacoPath(id);
  return path === undefined ? undefined : MONACO_STAND_INS[path];
}

/** `code` of the module `id` with MONACO_TRIMS applied (unchanged for other modules). */
export function trimmed(id: string, code: string): string {
  const path = monacoPath(id);
  let result = code;
  const trims = Object.entries(MONACO_TRIMS).flatMap(([key, list]) =>
    path !== undefined && (key === path || (key.endsWith('/') && path.startsWith(key))) ? list : [],
  );
  for (const trim of trims) {
    if (!trim.pattern.test(result)) throw new Error(`monacoSlim: ${trim.what} not found in ${path}.`);
    trim.pattern.lastIndex = 0;
    result = result.replace(trim.pattern, trim.by);
  }
  return result;
}

/** Replaces MONACO_STAND_INS's modules in production builds (the dev server pre-bundles Monaco whole). */
export function monacoSlim(): Plugin {
  return {
    name: 'plcsim:monaco-slim',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return standInFor(id);
    },
    transform(code, id) {
      const result = trimmed(id, code);
      return result === code ? null : { code: result, map: null };
    },
  };
}
