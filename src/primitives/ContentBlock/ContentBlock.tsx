import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { contentWidthNames, defaultContentWidth, pageGutters, type ContentWidth } from '../../../design-tokens';
import { cx } from '../../styles/cx';
import { pickVariant } from '../../styles/fallback';
import { sprinkles } from '../../styles/sprinkles.css';
import { sectionElements, type SectionElement } from '../Box/elements';

export interface ContentBlockProps extends HTMLAttributes<HTMLElement> {
  /** The element: `div` (default) or a sectioning element (`main`, `section`, `header`, `footer`, …). */
  as?: SectionElement;
  /** The widest the content gets: `page` (default, 1440 px) or `text` (720 px, a readable line length). */
  width?: ContentWidth;
  /** Keeps the content off the viewport edge (page gutters: 16 px on phones, 24 px from tablets up). */
  gutter?: boolean;
  children?: ReactNode;
}

/**
 * Centres content and caps its width: the page's content column under a full-width header band, a text page at
 * a readable line length. Backgrounds that run edge to edge go around it, not on it.
 */
export const ContentBlock = forwardRef<HTMLElement, ContentBlockProps>(function ContentBlock(
  { as, width, gutter = false, className, ...rest },
  ref,
) {
  const element = pickVariant('ContentBlock', 'as', as, sectionElements, 'div');
  const safeWidth = pickVariant('ContentBlock', 'width', width, contentWidthNames, defaultContentWidth);
  const classes = sprinkles({
    // Full width up to the cap, also as a flex item, where auto margins would otherwise shrink it to its content.
    width: 'full',
    maxWidth: safeWidth,
    marginInline: 'auto',
    ...(gutter && { paddingX: pageGutters }),
  });
  return createElement(element, { ...rest, ref, className: cx(classes, className) });
});
ContentBlock.displayName = 'ContentBlock';
