/** One error the Nu HTML Checker found: the document's name, where, what, and the markup around it. */
export interface HtmlProblem {
  document: string;
  line: number;
  column: number;
  message: string;
  /** The markup around the error. */
  extract: string;
  /** The part of the extract the error points at (usually the element's start tag). */
  markup: string;
}
/** Errors the gates accept: one message on the markup it points at, with the reason. */
export const acceptedErrors: readonly { message: string; markup: RegExp; reason: string }[];
/** The checker's jar. */
export const vnuJar: string;
/** The Java command: `JAVA` when set, else `java`. */
export const defaultJava: string;
/** Throws a message saying Java is needed when `java -version` fails. */
export function assertJava(java?: string): void;
/** The errors of the checker's JSON report, each named by its document through `nameOf` (file URL to name). */
export function problemsOf(report: string | { messages: unknown[] }, nameOf: (url: string) => string): HtmlProblem[];
/** One line per error, `document:line:column: message`, with the markup around it. */
export function formatProblems(problems: HtmlProblem[]): string;
/** Validates whole documents given as text, in one Java start. */
export function validateDocuments(
  documents: { name: string; html: string }[],
  options?: { java?: string },
): Promise<HtmlProblem[]>;
/** Validates .html files (a folder: the .html files in it), in one Java start. */
export function validateFiles(
  paths: string[],
  options?: { java?: string },
): Promise<{ files: string[]; problems: HtmlProblem[] }>;
