'use client';

import { useEffect, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Columns } from '../../primitives/Columns';
import { ContentBlock } from '../../primitives/ContentBlock';
import { brandGlyphs, GlyphIcon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { useHydrated } from '../../primitives/internal/useHydrated';
import { Stack } from '../../primitives/Stack';
import { textLink } from '../../primitives/TextLink/TextLink.css';
import { Tiles } from '../../primitives/Tiles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { FooterContent, IconLink } from '../../services';
import { cx } from '../../styles/cx';
import { useStorefront } from '../../kernel';
import { useVisitor } from '../../kernel/visitor';
import { openConsentSettings } from './consent';
import { CONSENT_SETTINGS_URL, type FooterView } from './constants';
import { CountrySwitcher } from './CountrySwitcher';
import { FooterLink, FooterLogo } from './FooterParts';
import { useAbTestAssignment, useFooterContent, useFooterPlatform, useReducedMode, useRememberedView } from './hooks';
import type { FooterState } from './load';
import {
  appIconOf,
  contentHeadingIds,
  footerViewFor,
  logoImageOf,
  newsletterBlockShown,
  otherFooterView,
  socialIconOf,
  textAfterLink,
  visibleTeaserGroups,
  seoColumnsAtDesktop,
  type CountryHrefs,
} from './logic';
import { useFooterMessages } from './messages';
import { TeaserGroups } from './TeaserGroups';
import * as styles from './Footer.css';

export interface FooterProps {
  /**
   * What the server loaded (`loadFooter`). Without it the footer loads its content in the browser after mount (its
   * own parts show meanwhile).
   */
  initial?: FooterState;
  /** A checkout page: groups with hideGroupInCheckout are hidden. */
  checkout?: boolean;
  /**
   * Reduced mode as the server read it (an affiliate or the new-app cookie); after mount the footer also reads the
   * cookies itself.
   */
  reduced?: boolean;
  /**
   * The view the visitor chose (FOOTER_VIEW_COOKIE, read with `footerViewOf`) as the server read it; without one the
   * cookie is read after mount.
   */
  initialView?: FooterView | null;
  /**
   * The newsletter block (e.g. the newsletter feature's embedded form). The footer removes it when `newsletterHidden`
   * or the visitor's newsletterStatus is WAITING_FOR_DOI or SUBSCRIBED; it calls the visitor store's `load()`
   * on mount (one shared request), so with a block it needs a VisitorProvider above.
   */
  newsletter?: ReactNode;
  /** The page marks the newsletter form hidden, e.g. the sign-up page itself. */
  newsletterHidden?: boolean;
  /**
   * Each country shop's address, by site code (`{ CZ: 'https://crema.cz/' }`): plain data, so a server component can
   * pass it. A site left out links to `/?site=${site.switcherCode}`.
   */
  countryHrefs?: CountryHrefs;
}

/**
 * The block goes when the visitor's newsletter status is WAITING_FOR_DOI or SUBSCRIBED. The visitor data
 * is the page's one shared psdata promise; the server renders the block (the status is not known there).
 */
function NewsletterBlock({ children }: { children: ReactNode }) {
  const status = useVisitor((v) => v.newsletterStatus);
  const load = useVisitor((v) => v.load);
  useEffect(() => void load(), [load]);
  return newsletterBlockShown({ hidden: false, status }) ? <div>{children}</div> : null;
}

/** An icon link of the social media or app groups: the glyph, and the link's text for its name. */
function IconLinks({ links, iconOf, iconOnly }: { links: IconLink[]; iconOf: typeof socialIconOf; iconOnly: boolean }) {
  return (
    <Inline as="ul" space="s">
      {links.map((item, i) => {
        const name = iconOf(item.iconName);
        // An unknown icon name shows the text, so the link never goes blank.
        const hideText = iconOnly && name !== undefined;
        return (
          <FooterLink key={`${item.link.url}-${i}`} link={item.link} className={cx(hideText && styles.iconLink)}>
            {name && <GlyphIcon glyph={brandGlyphs[name]} data-icon={name} />}
            {hideText ? <VisuallyHidden>{item.link.text}</VisuallyHidden> : item.link.text}
          </FooterLink>
        );
      })}
    </Inline>
  );
}

/**
 * A part of the footer under its own h2, named by it (a region). A heading the content leaves empty gives neither
 * an empty heading nor a name.
 */
function FooterSection({ id, heading, children }: { id: string; heading: string | undefined; children: ReactNode }) {
  return (
    <Stack as="section" space="s" aria-labelledby={heading ? id : undefined}>
      {heading && (
        <h2 id={id} className={styles.heading}>
          {heading}
        </h2>
      )}
      {children}
    </Stack>
  );
}

/** The SEO group ("seo: heading, columns of links"): popular categories, hidden in reduced mode. */
function SeoGroup({ seo, id }: { seo: NonNullable<FooterContent['seo']>; id: string }) {
  const columns = seo.columns.filter((column) => column.length > 0);
  if (columns.length === 0) return null;
  return (
    <FooterSection id={id} heading={seo.heading}>
      <Tiles columns={{ base: 1, m: 2, xxl: seoColumnsAtDesktop(columns.length) }} space="l">
        {columns.map((column, c) => (
          <Stack as="ul" space="xs" key={c}>
            {column.map((link, i) => (
              <FooterLink key={`${link.url}-${i}`} link={link} />
            ))}
          </Stack>
        ))}
      </Tiles>
    </FooterSection>
  );
}

/** The legal links ("legalLinks"), one of which opens the cookie-consent settings dialog. */
function LegalLinks({ links }: { links: FooterContent['legalLinks'] }) {
  const { t } = useFooterMessages();
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('footer.legal')}>
      <Inline as="ul" space={{ base: 's', m: 'l' }}>
        {links.map((link, i) =>
          link.url === CONSENT_SETTINGS_URL ? (
            <button
              key={`${link.url}-${i}`}
              type="button"
              className={cx(textLink(), styles.target, styles.linkButton)}
              onClick={openConsentSettings}
            >
              {link.text}
            </button>
          ) : (
            <FooterLink key={`${link.url}-${i}`} link={link} />
          ),
        )}
      </Inline>
    </nav>
  );
}

/** The sales-tax note, "salesTax: textBeforeLink, link, textAfterLink (in some countries)". */
function SalesTax({ salesTax }: { salesTax: NonNullable<FooterContent['salesTax']> }) {
  return (
    <p className={styles.muted}>
      {salesTax.textBeforeLink} <FooterLink link={salesTax.link} inText />
      {textAfterLink(salesTax.textAfterLink)}
    </p>
  );
}

/**
 * The shop's footer: headline, service teaser groups (accordion in the mobile view, columns
 * in the classic view), the newsletter block, popular categories, social media and app links, quality seals, legal
 * links with the consent settings, the sales-tax note, the country switcher and the view switcher.
 *
 * It renders the footer's content, not the `<footer>` landmark: the page's layout (PageLayout's footer slot) wraps it
 * in `<footer id="footer">`. Everything but the view switcher is in the server's HTML, which is the classic view
 * (the footer width defaults to 20000) unless `initialView` says otherwise; nothing reads the browser during render.
 * Needs a StorefrontProvider (and a VisitorProvider when `newsletter` is given).
 */
export function Footer({
  initial,
  checkout = false,
  reduced = false,
  initialView,
  newsletter,
  newsletterHidden = false,
  countryHrefs,
}: FooterProps) {
  const { site } = useStorefront();
  const { t } = useFooterMessages();
  const hydrated = useHydrated();
  const platform = useFooterPlatform();
  const [remembered, chooseView] = useRememberedView(initialView);
  const view = footerViewFor({ remembered, platform });
  const reducedMode = useReducedMode(reduced);
  const state = useFooterContent(initial);
  useAbTestAssignment();

  const content = state.status === 'shown' ? state.content : undefined;
  const groups = content ? visibleTeaserGroups(content.teaser?.groups ?? [], { checkout, view }) : [];
  const ids = content ? contentHeadingIds(content, groups) : undefined;
  const qualityLogos = content?.qualityLogos?.logos.filter((logo) => logoImageOf(logo.image.source) !== '') ?? [];
  const social = reducedMode ? [] : (content?.socialMedia?.socialMediaIcons ?? []);
  const apps = reducedMode ? [] : (content?.appReferences?.appIcons ?? []);
  const viewChanger = hydrated ? content?.viewChanger : undefined;

  return (
    <ContentBlock gutter className={styles.footer} data-footer-view={view}>
      <Stack space="xxl">
        {content?.headline && ids && (
          <h2 id={ids.headline} className={styles.headline}>
            {content.headline}
          </h2>
        )}
        {ids && (
          // Before hydration the mobile view still shows open sections: the accordion needs script.
          <TeaserGroups groups={groups} ids={ids.groups} accordion={hydrated && view === 'mobile'} />
        )}
        {newsletter !== undefined && !newsletterHidden && <NewsletterBlock>{newsletter}</NewsletterBlock>}
        {content?.seo && ids && !reducedMode && <SeoGroup seo={content.seo} id={ids.seo} />}
        {ids && (social.length > 0 || apps.length > 0) && (
          <Columns space="xl" collapseBelow="m">
            {social.length > 0 && (
              <FooterSection id={ids.social} heading={content?.socialMedia?.heading}>
                <IconLinks links={social} iconOf={socialIconOf} iconOnly />
              </FooterSection>
            )}
            {apps.length > 0 && (
              <FooterSection id={ids.apps} heading={content?.appReferences?.heading}>
                <IconLinks links={apps} iconOf={appIconOf} iconOnly={false} />
              </FooterSection>
            )}
          </Columns>
        )}
        {qualityLogos.length > 0 && (
          <Inline as="ul" space="l" aria-label={t('footer.qualityLogos')}>
            {qualityLogos.map((logo, i) => (
              <FooterLink key={`${logo.link.url}-${i}`} link={logo.link}>
                <FooterLogo image={logo.image} />
              </FooterLink>
            ))}
          </Inline>
        )}
        {content && (content.legalLinks.length > 0 || content.salesTax) && (
          <Stack space="s">
            <LegalLinks links={content.legalLinks} />
            {content.salesTax && <SalesTax salesTax={content.salesTax} />}
          </Stack>
        )}
        {(view === 'classic' || viewChanger) && (
          <Inline space="l" align="spaceBetween">
            {/* "Country dropdown ... hidden on smartphone and tablet": only in the classic view. */}
            {view === 'classic' && <CountrySwitcher current={site} countryHrefs={countryHrefs} />}
            {/* Only once hydrated: without script the button could do nothing. */}
            {viewChanger && (
              <Button variant="secondary" size="small" onClick={() => chooseView(otherFooterView(view))}>
                {view === 'mobile' ? viewChanger.toDesktop : viewChanger.toMobile}
              </Button>
            )}
          </Inline>
        )}
      </Stack>
    </ContentBlock>
  );
}
