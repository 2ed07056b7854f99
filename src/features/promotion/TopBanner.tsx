'use client';

import { useRef } from 'react';
import { Button } from '../../primitives/Button';
import { ContentBlock } from '../../primitives/ContentBlock';
import { Icon } from '../../primitives/Icon';
import { Surface } from '../../primitives/Surface';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../styles/cx';
import type { PromotionContent } from '../../services';
import { DEFAULT_PROMOTION_THEME } from './constants';
import type { ColourOutcome } from './colourOutcome';
import { promotionColourStyle, themeColours } from './colourStyle';
import { useLegalDisclosure } from './LegalDisclosure';
import { usePromotionMessages } from './messages';
import * as styles from './Promotion.css';
import { trackPromotionClick } from './tracking';
import { useBannerClosing } from './useBannerClosing';
import { useCopyCode } from './useCopyCode';

export interface TopBannerProps {
  /** The promotion's id or placement, for promotion_click. */
  promotionId: string;
  content: PromotionContent;
  /**
   * The colours it shows in, as its loader decided them (`loadPromotion`: the content's when valid and readable);
   * absent, its theme's.
   */
  colours?: ColourOutcome;
}

/**
 * The top banner (type BANNER): a band above the new header's bar with the headline (the short one on small screens),
 * subline, voucher code with its copy button, CTA and links, and the legal text behind a disclosure. It closes on
 * scroll down, when a header flyout opens, and by its close button. The content's colours apply when they are valid CSS
 * colours and readable together (WCAG AA contrast), otherwise its theme's.
 */
export function TopBanner({ promotionId, content, colours = themeColours }: TopBannerProps) {
  const { t } = usePromotionMessages();
  const root = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLElement>(null);
  const { open, close } = useBannerClosing(root);
  const legal = useLegalDisclosure(content);
  const copy = useCopyCode(content.voucherCode ?? '', codeRef);
  if (!open) return null;

  const theme = content.theme ?? DEFAULT_PROMOTION_THEME;
  const track = (position: number, target?: string) =>
    trackPromotionClick({ promotion: promotionId, type: 'BANNER', position, target });
  const headline = content.headline ?? content.headlineShort;
  const short = content.headlineShort ?? content.headline;

  return (
    <Surface
      ref={root}
      theme={theme}
      className={styles.banner}
      style={promotionColourStyle(colours, content)}
      data-promotion-type="BANNER"
    >
      <section aria-label={t('promotion.label')}>
        <ContentBlock gutter>
          <div className={styles.bannerRow}>
            <p className={styles.bannerTexts}>
              {headline && (
                <span className={styles.headline}>
                  {headline === short ? (
                    headline
                  ) : (
                    <>
                      <span className={styles.wide}>{headline}</span>
                      <span className={styles.narrow}>{short}</span>
                    </>
                  )}
                </span>
              )}
              {content.subline && <span className={styles.subline}>{content.subline}</span>}
              {content.voucherCodeInstructions && <span>{content.voucherCodeInstructions}</span>}
            </p>
            <div className={styles.actions}>
              {content.voucherCode && (
                <span className={styles.voucher}>
                  <span>
                    {t('promotion.voucherLabel')}{' '}
                    <strong ref={codeRef} className={styles.voucherCode}>
                      {content.voucherCode}
                    </strong>
                  </span>
                  <Button
                    type="button"
                    size="small"
                    variant="secondary"
                    icon={<Icon name={copy.state === 'copied' ? 'check' : 'copy'} />}
                    onClick={() => void copy.copy()}
                  >
                    {copy.state === 'copied' ? t('promotion.copied') : t('promotion.copyCode')}
                  </Button>
                  {/* Polite: the result is said after what the shopper is hearing (WCAG 4.1.3). */}
                  <VisuallyHidden role="status">
                    {copy.state === 'copied' && t('promotion.copiedAnnouncement', { code: content.voucherCode })}
                    {copy.state === 'selected' && t('promotion.copySelected')}
                  </VisuallyHidden>
                </span>
              )}
              {content.ctaButtonLink && content.ctaButtonText && (
                <Button size="small" href={content.ctaButtonLink} onClick={() => track(0, content.ctaButtonLink)}>
                  {content.ctaButtonText}
                </Button>
              )}
              {content.links.length > 0 && (
                <ul className={styles.linkList}>
                  {content.links.map((link, index) => (
                    <li key={`${link.url}-${index}`}>
                      <a
                        className={cx(styles.textAction, link.boldLink && styles.bold)}
                        href={link.url}
                        onClick={() => track(index + 1, link.url)}
                      >
                        {link.text}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
              {legal.toggle}
              <Button
                type="button"
                size="small"
                variant="secondary"
                icon={<Icon name="close" />}
                aria-label={t('promotion.close')}
                onClick={() => close(true)}
              />
            </div>
          </div>
          {legal.panel}
        </ContentBlock>
      </section>
    </Surface>
  );
}
