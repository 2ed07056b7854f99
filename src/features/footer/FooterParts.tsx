'use client';

import type { ReactNode } from 'react';
import type { TextLinkVariant } from '../../../design-tokens';
import { cx } from '../../styles/cx';
import { Inline } from '../../primitives/Inline';
import { TextLink } from '../../primitives/TextLink';
import type { FooterLink as FooterLinkData } from '../../services';
import { useStorefront } from '../../kernel';
import { FOOTER_LOGO_SIZE } from './constants';
import { isExternalUrl, languageOf, logoImageOf } from './logic';
import { useFooterMessages } from './messages';
import * as styles from './Footer.css';

export interface FooterLinkProps {
  link: FooterLinkData;
  variant?: TextLinkVariant;
  className?: string;
  /** A link in running text (WCAG 2.5.8's inline exception): no target box, so the sentence wraps as text does. */
  inText?: boolean;
  /** What the link shows; its text by default. */
  children?: ReactNode;
}

/**
 * A link of the footer content. "External links (starting with http or mailto) open in a new tab without a
 * referrer": TextLink's new-window handling (rel="noopener noreferrer", the catalog's "opens in new tab" for screen
 * readers).
 */
export function FooterLink({ link, variant, className, inText = false, children }: FooterLinkProps) {
  const { t } = useFooterMessages();
  const external = isExternalUrl(link.url) ? { target: '_blank', newWindowLabel: t('footer.newTab') } : {};
  return (
    <TextLink href={link.url} variant={variant} className={cx(!inText && styles.target, className)} {...external}>
      {children ?? link.text}
    </TextLink>
  );
}

/**
 * A logo of the logo source enumeration, named by its label, drawn in the site's language (a payment
 * method's words read as the shop writes them); nothing for an unknown source.
 */
export function FooterLogo({ image }: { image: { label: string; source: string } }) {
  const { site } = useStorefront();
  const src = logoImageOf(image.source, languageOf(site));
  if (!src) return null;
  return (
    <img
      src={src}
      alt={image.label}
      width={FOOTER_LOGO_SIZE.width}
      height={FOOTER_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
      className={styles.logo}
    />
  );
}

/** A row of logos (a teaser group's payment and delivery partners); unknown sources leave no gap. */
export function FooterLogos({ images }: { images: readonly { label: string; source: string }[] }) {
  const known = images.filter((image) => logoImageOf(image.source) !== '');
  if (known.length === 0) return null;
  return (
    <Inline as="ul" space="s">
      {known.map((image, i) => (
        <FooterLogo key={`${image.source}-${i}`} image={image} />
      ))}
    </Inline>
  );
}
