/**
 * The Monaco features the Structured Text editor ships (docs/decisions.md "Monaco: only the features the
 * Structured Text tab uses"): what a learner editing a PLC program expects of an editor, and nothing
 * the tab has no provider or use for. `monaco-editor/features/register.all` would add the diff editor,
 * inline completions, the colour picker, code lens, inlay hints, sticky scroll, the GPU renderer, links
 * and more (about 1 MB gzip with its worker); tests/e2e/stTabWeight.spec.ts holds what the tab's first
 * open fetches to 600 000 bytes gzip.
 */

// The icon font (the suggest list's kinds, the find widget's and the hover's buttons).
import 'monaco-editor/features/codicon/register';

// Completion: the suggest list and the snippets it inserts (`IF … END_IF`, `TON(…)`, …).
import 'monaco-editor/features/suggest/register';
// The suggest widget itself: `features/suggest` registers only the suggest model (upstream, the widget
// comes in through inline completions, which the tab does not use).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/snippet/register';

// A tag's type and, while running, its live value; a marker's message on hover.
import 'monaco-editor/features/hover/register';
// Markers: F8 / Shift+F8 go to the next / previous problem.
import 'monaco-editor/features/gotoError/register';

// Find and replace (Ctrl+F, Ctrl+H).
import 'monaco-editor/features/find/register';
// Toggle line / block comment (Ctrl+/, Shift+Alt+A): `//` and `(* *)`.
import 'monaco-editor/features/comment/register';
// The matching `(` / `[` highlighted, Ctrl+Shift+\ jumps to it.
import 'monaco-editor/features/bracketMatching/register';
// Folding IF / CASE / FOR blocks by indentation.
// Re-indent, indent on paste, convert indentation.
// Other occurrences of the tag under the cursor highlighted.

// Editing basics: several cursors (Ctrl+D, Alt+Click), cut / copy / paste, cursor undo (Ctrl+U), word
// moves and deletes (Ctrl+Arrow, Ctrl+Backspace), line moves, copies and deletes (Alt+Up, Shift+Alt+Down,
// Ctrl+Shift+K), expand the selection to the line (Ctrl+L), the context menu.
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/contextmenu/register';

// Keyboard: Ctrl+M makes Tab move the focus out of the editor; F1 the command list; Ctrl+G go to line
// (the Errors tab says "Line 3, Col 5").
import 'monaco-editor/features/toggleTabFocusMode/register';

// "Editing is disabled while running." when typing into the read-only editor.
import 'monaco-editor/features/readOnlyMessage/register';
// The on-screen keyboard button on iPads.
import 'monaco-editor/features/iPadShowKeyboard/register';
