/**
 * The address `plc-simulator.js` was loaded from, read while the script runs (the only moment
 * `document.currentScript` names it): the engine's .wasm is fetched from beside it. Imported first by
 * the standalone entry so it is evaluated during the script's own execution.
 */
const SCRIPT_NAME = /(^|\/)plc-simulator(\.min)?\.js([?#].*)?$/;

function findScriptUrl(): string {
  if (typeof document === 'undefined') return '';
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  // Loaded some other way (`type="module"`, injected): the last script of that name on the page.
  const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
  const named = scripts.reverse().find((script) => SCRIPT_NAME.test(new URL(script.src).pathname));
  return named?.src ?? document.baseURI;
}

const scriptUrl = findScriptUrl();

/** The URL of `file` next to plc-simulator.js. */
export function besideScript(file: string): URL {
  return new URL(file, scriptUrl || document.baseURI);
}
