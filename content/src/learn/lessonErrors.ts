/** A mistake in a lesson file, named by file and line as the build prints it. */
export interface LessonError {
  file: string;
  /** 1-based line in the file. */
  line: number;
  message: string;
}

/** `content/learn/03-timers.md:7: the front matter has no title` */
export const formatLessonError = (error: LessonError): string =>
  `${error.file}:${error.line}: ${error.message}`;
