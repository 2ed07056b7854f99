/** The folder a repository path belongs to (a layer, or `src/features/<name>`), or undefined when it is in none. */
export function nodeOf(rel: string): string | undefined;
/** Edges between folders from the files' relative imports (tests left out), each with the imports that make it. */
export function folderGraph(files: string[], read: (rel: string) => string): Map<string, Map<string, string[]>>;
/** The cycles between folders: each strongly connected component of more than one folder, sorted. */
export function cycles(graph: Map<string, Map<string, string[]>>): string[][];
