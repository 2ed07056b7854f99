import type { InlineAlignment, StackAlignment, VerticalAlignment } from '../../../design-tokens';
import type { Sprinkles } from '../../styles/sprinkles.css';

/**
 * The elements a layout primitive may render as (`as`): a plain div or a sectioning element that gives the
 * layout its meaning, or a list, whose children are then wrapped in `<li>`. Layout has no role of its own.
 */
export const sectionElements = ['div', 'section', 'article', 'aside', 'nav', 'header', 'footer', 'main'] as const;
export type SectionElement = (typeof sectionElements)[number];
export const listElements = ['ul', 'ol'] as const;
export type ListElement = (typeof listElements)[number];
export const layoutElements = [...sectionElements, ...listElements] as const;
export type LayoutElement = (typeof layoutElements)[number];

export const isListElement = (element: string): element is ListElement =>
  (listElements as readonly string[]).includes(element);

type AlignItems = NonNullable<Extract<Sprinkles['alignItems'], string>>;
type JustifyContent = NonNullable<Extract<Sprinkles['justifyContent'], string>>;

/** The token names of the alignments (start, end: they read the same in both writing directions) as flexbox values. */
export const alignItemsOf = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<StackAlignment | VerticalAlignment, AlignItems>;

export const justifyContentOf = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlignment, JustifyContent>;
