'use client';

import { space } from '../../../design-tokens';
import { Picture } from '../../primitives/Picture';
import type { SuggestedProduct } from '../../services/search';
import { useSearchMessages } from './messages';
import * as styles from './SearchBox.css';
import { NEW_TAB_TARGET } from './productLink';

/** The thumbnail's edge: the tile stays one line of text high plus room, the image square. */
const THUMBNAIL_SIZE = space['4xl'];

/**
 * A product tile's content ("Suggested product tiles"): thumbnail and title. The option itself is the link (Enter or a
 * click goes to the product); a click on the thumbnail opens it in a new tab ("Product images in suggestions open in a
 * new tab"). The thumbnail is no link element: a link inside an option is an interactive element inside an interactive
 * one (axe nested-interactive) and an option's children are presentational anyway. It is hidden from assistive
 * technology (the option's name is the title; its tooltip says the new-tab behaviour to pointer users, whose only way
 * to it is the click); from the keyboard, Ctrl or Cmd with Enter opens the product in a new tab.
 */
export function ProductSuggestion({ product }: { product: SuggestedProduct }) {
  const { t } = useSearchMessages();
  return (
    <>
      <span
        className={styles.thumbnail}
        aria-hidden="true"
        title={t('search.imageNewTab', { title: product.title })}
        {...{ [NEW_TAB_TARGET]: '' }}
      >
        {/* "Product image fails to load | replaced by an empty fallback box carrying the alt text" (Picture). */}
        <Picture
          src={product.imageProductThumb}
          alt={product.imageAltText ?? ''}
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          aspectRatio="1/1"
        />
      </span>
      <span>{product.title}</span>
    </>
  );
}
