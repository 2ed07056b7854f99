/**
 * Helpers for catalog tests (the platform's, the storefront's, an app's own): what ICU arguments a message has, and
 * values to format it with. Test code only; nothing in a page imports this.
 */
import { IntlMessageFormat } from 'intl-messageformat';

/** The argument kinds of formatjs's ICU AST, by the numbers of its `TYPE` enum (@formatjs/icu-messageformat-parser). */
const argumentKinds = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural', 8: 'tag' } as const;
export type ArgumentKind = (typeof argumentKinds)[keyof typeof argumentKinds];

interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
  children?: AstElement[];
}

/** The ICU arguments of a message: name to kind. Throws when the message does not parse. */
export function messageArguments(message: string, locale = 'de-DE'): Map<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  const walk = (elements: readonly AstElement[]) => {
    for (const element of elements) {
      const kind = (argumentKinds as Partial<Record<number, ArgumentKind>>)[element.type];
      if (kind && typeof element.value === 'string') found.set(element.value, kind);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as AstElement[]);
  return found;
}

/** Values to format a message with: numbers for plurals and numbers, a date for dates and times, text otherwise. */
export function sampleValues(args: ReadonlyMap<string, ArgumentKind>) {
  const sample = {
    argument: 'T',
    select: 'other',
    number: 3,
    plural: 3,
    date: new Date(0),
    time: new Date(0),
    tag: (chunks: unknown[]) => chunks.join(''),
  } satisfies Record<ArgumentKind, unknown>;
  return Object.fromEntries([...args].map(([name, kind]) => [name, sample[kind]]));
}
