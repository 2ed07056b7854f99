export interface HighlightSegment {
  text: string;
  /** true: a part matching the typed text, shown plain; false: the rest, shown bold. */
  typed: boolean;
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

/**
 * "The typed text is highlighted inside suggestions in an inverted fashion (the typed part plain, the rest bold), with
 * special characters escaped". Every occurrence of the trimmed typed text, ignoring case, is a typed segment (the
 * suggestion service matches anywhere in a title, so every match is marked). Segments are plain text for React text
 * nodes, never markup: '<b>' and '&' show as typed. Their texts joined give the suggestion back.
 */
export function highlightSegments(suggestion: string, typed: string): HighlightSegment[] {
  if (!suggestion) return [];
  const wanted = typed.trim();
  if (!wanted) return [{ text: suggestion, typed: false }];
  // A regex with the i and u flags matches case-insensitively on the suggestion itself, so the indices stay right even
  // where lower-casing changes a text's length ('İ').
  const pattern = new RegExp(wanted.replace(REGEX_SPECIAL, '\\$&'), 'giu');
  const segments: HighlightSegment[] = [];
  let from = 0;
  for (const match of suggestion.matchAll(pattern)) {
    if (match.index > from) segments.push({ text: suggestion.slice(from, match.index), typed: false });
    segments.push({ text: match[0], typed: true });
    from = match.index + match[0].length;
  }
  if (from < suggestion.length) segments.push({ text: suggestion.slice(from), typed: false });
  return segments;
}
