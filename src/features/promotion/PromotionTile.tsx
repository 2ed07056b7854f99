'use client';

import { Button } from '../../primitives/Button';
import { Picture } from '../../primitives/Picture';
import { Surface } from '../../primitives/Surface';
import type { PromotionContent } from '../../services';
import { DEFAULT_PROMOTION_THEME, type PromotionType } from './constants';
import type { ColourOutcome } from './colourOutcome';
import { promotionColourStyle, themeColours } from './colourStyle';
import { useLegalDisclosure } from './LegalDisclosure';
import * as styles from './Promotion.css';
import { trackPromotionClick } from './tracking';

/** The heading levels a tile's headline can take, by where it sits (a flyout's h3, a category page's h2). */
export const tileHeadingLevels = ['h2', 'h3', 'h4'] as const;
export type TileHeadingLevel = (typeof tileHeadingLevels)[number];

export interface PromotionTileProps {
  promotionId: string;
  /** CATEGORY or PHASE_INTEGRATION. */
  type: Extract<PromotionType, 'CATEGORY' | 'PHASE_INTEGRATION'>;
  content: PromotionContent;
  /**
   * The colours it shows in, as its loader decided them (`loadPromotion`: the content's when valid and readable);
   * absent, its theme's.
   */
  colours?: ColourOutcome;
  /** The tile's position among the page's promotions, for promotion_click. Default 0. */
  position?: number;
  /** The headline's element. Default h2. */
  headingLevel?: TileHeadingLevel;
  /** The picture is the page's main image (load at once). Default lazy. */
  eager?: boolean;
}

/**
 * A category or phase-integration promotion (CATEGORY, PHASE_INTEGRATION) as a tile for category pages and flyouts: the
 * picture from the content's cutouts, headline, subline, the CTA as a Button, and the legal text behind a disclosure.
 * The content's colours apply when valid and readable, otherwise its theme's.
 */
export function PromotionTile({
  promotionId,
  type,
  content,
  colours = themeColours,
  position = 0,
  headingLevel: Heading = 'h2',
  eager = false,
}: PromotionTileProps) {
  const theme = content.theme ?? DEFAULT_PROMOTION_THEME;
  const legal = useLegalDisclosure(content);
  const cutouts = content.image?.cutouts ?? [];
  return (
    <Surface
      theme={theme}
      className={styles.tile}
      style={promotionColourStyle(colours, content)}
      data-promotion-type={type}
    >
      {cutouts.length > 0 && (
        // The headline says what the tile is about; an image without its own alt text is decoration.
        <Picture cutouts={cutouts} alt={content.image?.altText ?? ''} layout="fill" eager={eager} />
      )}
      <div className={styles.tileBody}>
        {content.headline && <Heading className={styles.tileHeadline}>{content.headline}</Heading>}
        {content.subline && <p className={styles.tileSubline}>{content.subline}</p>}
        <div className={styles.tileFoot}>
          {content.ctaButtonLink && content.ctaButtonText && (
            <Button
              href={content.ctaButtonLink}
              onClick={() =>
                trackPromotionClick({ promotion: promotionId, type, position, target: content.ctaButtonLink })
              }
            >
              {content.ctaButtonText}
            </Button>
          )}
          {legal.toggle}
        </div>
        {legal.panel}
      </div>
    </Surface>
  );
}
