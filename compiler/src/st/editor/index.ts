/**
 * Structured Text editor support for the site's Monaco editor: vocabulary, snippets, the Monarch
 * tokenizer and language configuration, diagnostic markers and Errors-tab texts, and the re-parse
 * debouncer. Nothing here imports Monaco.
 */

export {
  ST_SPEC_KEYWORDS,
  ST_EXTRA_KEYWORDS,
  ST_KEYWORDS,
  ST_BUILTIN_CALLS,
  ST_BUILTIN_CALL_DOCS,
  ST_FUNCTIONS,
  ST_FUNCTION_NAMES,
  findStCallDoc,
  ST_FUNCTION_BLOCKS,
  ST_FUNCTION_BLOCK_NAMES,
  stMemberCompletions,
  type StBlockDoc,
  type StBlockPin,
  type StMemberCompletion,
  type StKeyword,
  type StBuiltinCall,
  type StCallDoc,
} from './keywords.ts';
export { ST_SNIPPETS, ST_IEC_SNIPPETS, expandSnippetDefaults, type StSnippet } from './snippets.ts';
export {
  ST_LANGUAGE_ID,
  ST_MONARCH,
  ST_LANGUAGE_CONFIGURATION,
  INDENT_ACTION,
  type IndentActionValue,
  type MonarchAction,
  type MonarchBracket,
  type MonarchLanguage,
  type MonarchRule,
  type StLanguageConfiguration,
} from './monarch.ts';
export {
  MARKER_SEVERITY,
  ST_MARKER_OWNER,
  diagnosticsToMarkers,
  formatStError,
  languageLabel,
  errorsHeading,
  noErrorsText,
  type ErrorsLanguage,
  type StEditorMarker,
  type StMarkerSeverity,
} from './markers.ts';
export { stArrayTypeText, stConstantElements } from './arrays.ts';
export {
  ST_REPARSE_DELAY_MS,
  createDebouncedCompiler,
  type DebounceTimers,
  type DebouncedCompiler,
} from './debounce.ts';
