/**
 * The Monaco features the Structured Text editor ships (docs/decisions.md "Monaco: only the features the
 * Structured Text tab uses"): what a learner editing a PLC program expects of an editor, and nothing
 * the tab has no provider or use for. `monaco-editor/features/register.all` would add the diff editor,
 * inline completions, the colour picker, code lens, inlay hints, sticky scroll, the GPU renderer, links
 * and more. Left out for the budget (tests/e2e/stTabWeight.spec.ts holds the tab's first open to 600 000
 * bytes gzip): folding, re-indent commands, occurrence highlighting, line moves (Alt+Up), Ctrl+D
 * multi-cursor, F8 problem navigation, the F1 command list and Ctrl+G.
 */

// The icon font (the suggest list's kinds, the find widget's and the hover's buttons).
import 'monaco-editor/features/codicon/register';

// Completion: the suggest list and the snippets it inserts (`IF … END_IF`, `TON(…)`, …).
import 'monaco-editor/features/suggest/register';
// The suggest widget itself: `features/suggest` registers only the suggest model (upstream, the widget
// comes in through inline completions, which the tab does not use).
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
import 'monaco-editor/features/snippet/register';

// A tag's type and, while running, its live value; a marker's message on hover (the markers themselves
// are the core editor's; the Errors tab lists the problems and takes the learner to each line).
import 'monaco-editor/features/hover/register';

// Find and replace (Ctrl+F, Ctrl+H).
import 'monaco-editor/features/find/register';
// Toggle line / block comment (Ctrl+/, Shift+Alt+A): `//` and `(* *)`.
import 'monaco-editor/features/comment/register';
// The matching `(` / `[` highlighted, Ctrl+Shift+\ jumps to it.
import 'monaco-editor/features/bracketMatching/register';

// Editing basics (with the core's typing, undo / redo, Tab indenting, Alt+Click cursors and the ST
// language's auto-indent): cut / copy / paste, cursor undo (Ctrl+U), word moves and deletes
// (Ctrl+Arrow, Ctrl+Backspace), expand the selection to the line (Ctrl+L), the context menu.
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/contextmenu/register';

// Keyboard: Ctrl+M makes Tab move the focus out of the editor (WCAG 2.1.2, no keyboard trap).
import 'monaco-editor/features/toggleTabFocusMode/register';

// "Editing is disabled while running." when typing into the read-only editor.
import 'monaco-editor/features/readOnlyMessage/register';
// The on-screen keyboard button on iPads.
import 'monaco-editor/features/iPadShowKeyboard/register';
