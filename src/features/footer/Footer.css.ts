import { style } from '@vanilla-extract/css';
import { overlayMotion, touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { up } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/** The footer's content column; the page's `<footer>` landmark around it brings the raised surface. */
export const footer = style({ paddingBlock: tokens.space.xxl });

/** The footer's headline (content.headline): the first heading of the footer, larger than the groups'. */
export const headline = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
});

/** A section heading (teaser group in the classic view, SEO, social media, apps), with its icon before the text. */
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.s,
  margin: 0,
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
});

const text = style({ margin: 0, fontSize: tokens.font.size.s, lineHeight: tokens.font.lineHeight.s });
export const muted = style([text, { color: color.textMuted }]);

/**
 * Every link and the consent button: a target of the touch size on phones and at least 24 px from tablets up (WCAG
 * 2.5.8), whatever the line height, so lists of links stay tappable.
 */
export const target = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  minHeight: px(touchTarget),
  '@media': { [up('m')]: { minHeight: tokens.space.xl } },
});

/** The consent-settings button, dressed as the legal links around it. */
export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
});

/** An icon-only link (social media): a touch-size square at every width, with the glyph in its middle. */
export const iconLink = style({
  justifyContent: 'center',
  width: px(touchTarget),
  height: px(touchTarget),
  textDecorationLine: 'none',
});

/** A logo keeps its drawn size (width and height attributes); it only shrinks in a narrower container. */
export const logo = style({ display: 'block', maxWidth: '100%', height: 'auto' });

/* ------------------------------------------------------------------ country switcher */

export const countrySwitcher = style({ display: 'block' });

/** The disclosure's summary: the current country's flag and name, a chevron instead of the browser's marker. */
export const countrySummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.s,
  minHeight: px(touchTarget),
  borderRadius: tokens.radius.s,
  fontWeight: tokens.font.weight.bold,
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRingRule,
    '&:hover': { textDecorationLine: 'underline' },
  },
});

/** The chevron turns (down becomes up) while the list is open; under reduced motion it turns at once. */
export const countryChevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: tokens.motion.duration.base,
  transitionTimingFunction: tokens.motion.easing.standard,
  selectors: {
    [`${countrySwitcher}[open] > ${countrySummary} > &`]: {
      transform: `rotate(${overlayMotion.chevronOpenTurn}turn)`,
    },
  },
});

export const countryList = style({ paddingTop: tokens.space.s });

export const flag = style({
  display: 'block',
  flexShrink: 0,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
});

/** The current country in the list: bold, with a check (aria-current says the same to assistive technology). */
export const currentCountry = style({ fontWeight: tokens.font.weight.bold });
