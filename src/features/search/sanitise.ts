import { SEARCH_MAX_LENGTH, SEARCH_QUERY_PARAM } from './constants';

/** A text of digits and spaces only, with at least one digit (an article number typed with spaces). */
const DIGITS_AND_SPACES = /^(?=.*\d)[\d\s]+$/;
const WHITESPACE = /\s+/g;
/** An unpaired UTF-16 surrogate: such text cannot be URL-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const REPLACEMENT_CHARACTER = '\uFFFD';
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** At most SEARCH_MAX_LENGTH UTF-16 units (as the input's maxlength counts), never splitting a surrogate pair. */
function cut(text: string): string {
  if (text.length <= SEARCH_MAX_LENGTH) return text;
  const end = isHighSurrogate(text.charCodeAt(SEARCH_MAX_LENGTH - 1)) ? SEARCH_MAX_LENGTH - 1 : SEARCH_MAX_LENGTH;
  return text.slice(0, end);
}

/**
 * "Search text: maximum length 200 characters; a term that is only digits and spaces has its spaces removed". First
 * cut, then strip: stripping first could leave a 200-character prefix of digits and spaces that a second pass would
 * strip, so cut-then-strip is the order that makes the function idempotent. Unpaired surrogates become U+FFFD, so the
 * result can always be stored and URL-encoded. Leading and trailing spaces of other text stay (the box keeps what is
 * typed; submitting trims).
 */
export function sanitiseSearchText(text: string): string {
  const cutText = cut(text.replace(LONE_SURROGATE, REPLACEMENT_CHARACTER));
  return DIGITS_AND_SPACES.test(cutText) ? cutText.replace(WHITESPACE, '') : cutText;
}

/**
 * "A term arriving from the URL is sanitised the same way"; the query of /search?query={term} "also pre-fills the
 * search box". Takes `location.search` ("?query=…"), a whole address or its URLSearchParams; '' when the parameter is
 * absent.
 */
export function searchTextFromUrl(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(queryPart(search)) : search;
  return sanitiseSearchText(params.get(SEARCH_QUERY_PARAM) ?? '');
}

/** The part after the first '?' and before '#', or the whole text when it has no '?' ("query=…"). */
function queryPart(search: string): string {
  const withoutHash = search.split('#', 1)[0] ?? '';
  const mark = withoutHash.indexOf('?');
  return mark === -1 ? withoutHash : withoutHash.slice(mark + 1);
}
