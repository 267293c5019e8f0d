/**
 * A mistake in a lesson file: the content build's diagnostic (file, 1-based line, message), printed
 * the same way (`content/learn/03-timers.md:7: the front matter has no title`).
 */
export {
  diagnosticText as formatLessonError,
  type ContentDiagnostic as LessonError,
} from '../authoring/diagnostics.ts';
