/**
 * Monaco, bundled locally (../shared/RECIPES.md "Monaco without a CDN"): the slim editor entry, the
 * features the tab uses (monacoFeatures.ts), the local worker, and the Structured Text language
 * registered once. Imported only by the lazy editor chunk (MonacoStEditor.tsx), never on the path of
 * `/` before the Structured Text tab opens.
 */
import * as monaco from 'monaco-editor/editor';
import './monacoFeatures.ts';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { loader } from '@monaco-editor/react';
import type { Project } from '@plcsim/compiler';
import { ST_LANGUAGE_CONFIGURATION, ST_MONARCH } from '@plcsim/compiler/st-editor';
import { stCompletions, stHoverText, type StCompletionKind } from './stAssist.ts';
import { pathBeforeDot } from './stPaths.ts';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco: monaco as unknown as Parameters<typeof loader.config>[0]['monaco'] });

export { monaco };

/** The Monaco language id of the site's Structured Text editor. */
export const PLC_ST_LANGUAGE = 'plc-st';

/** What the providers need of the editor showing a model: the project, and live values while running. */
export interface StModelContext {
  project(): Project;
  /** A tag's live value while running, else null. */
  live(): ((name: string) => number | undefined) | null;
}

const contexts = new Map<string, StModelContext>();

/** Gives the providers the context of `model` until the returned function is called. */
export function attachModelContext(model: monaco.editor.ITextModel, context: StModelContext): () => void {
  const key = model.uri.toString();
  contexts.set(key, context);
  return () => {
    if (contexts.get(key) === context) contexts.delete(key);
  };
}

const KINDS: Record<StCompletionKind, monaco.languages.CompletionItemKind> = {
  tag: monaco.languages.CompletionItemKind.Variable,
  alias: monaco.languages.CompletionItemKind.Reference,
  member: monaco.languages.CompletionItemKind.Field,
  keyword: monaco.languages.CompletionItemKind.Keyword,
  call: monaco.languages.CompletionItemKind.Class,
  function: monaco.languages.CompletionItemKind.Function,
  snippet: monaco.languages.CompletionItemKind.Snippet,
};

let registered = false;

/** Registers the Structured Text language, its tokens, configuration and providers (once). */
export function registerStLanguage(): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: PLC_ST_LANGUAGE, aliases: ['Structured Text'] });
  monaco.languages.setMonarchTokensProvider(
    PLC_ST_LANGUAGE,
    ST_MONARCH as unknown as monaco.languages.IMonarchLanguage,
  );
  monaco.languages.setLanguageConfiguration(
    PLC_ST_LANGUAGE,
    ST_LANGUAGE_CONFIGURATION as unknown as monaco.languages.LanguageConfiguration,
  );

  monaco.languages.registerCompletionItemProvider(PLC_ST_LANGUAGE, {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      const context = contexts.get(model.uri.toString());
      if (!context) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(
        position.lineNumber,
        word.startColumn,
        position.lineNumber,
        word.endColumn,
      );
      const lineBefore = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      const items = stCompletions(context.project(), model.getValue(), lineBefore);
      return {
        suggestions: items.map((item) => ({
          label: item.label,
          kind: KINDS[item.kind],
          detail: item.detail,
          ...(item.documentation ? { documentation: item.documentation } : {}),
          insertText: item.insertText,
          ...(item.snippet
            ? { insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet }
            : {}),
          sortText: item.sortText,
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(PLC_ST_LANGUAGE, {
    provideHover(model, position) {
      const context = contexts.get(model.uri.toString());
      const word = model.getWordAtPosition(position);
      if (!context || !word) return null;
      const before = model.getLineContent(position.lineNumber).slice(0, word.startColumn - 1);
      const qualifier = pathBeforeDot(before);
      const lines = stHoverText(context.project(), model.getValue(), word.word, qualifier, context.live());
      if (!lines) return null;
      return {
        range: new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn),
        contents: lines.map((value) => ({ value })),
      };
    },
  });
}
