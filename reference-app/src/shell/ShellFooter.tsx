import { NewsletterForm } from '../../../src/features/newsletter';
import { sites, type Site } from '../../../src/platform/site';
import { Columns, Column } from '../../../src/primitives/Columns';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Inline } from '../../../src/primitives/Inline';
import { Stack } from '../../../src/primitives/Stack';
import { TextLink } from '../../../src/primitives/TextLink';
import type { FooterContent } from '../../../src/services';
import { useAppMessages } from '../messages';
import { NEWSLETTER_PAGE_PATH, signUpPathOf } from '../pages/newsletter';
import type { PageType } from '../routing/route';
import * as styles from './shell.css';

/** The text after the sales-tax link: right after it when it starts with punctuation (", sofern …"), else spaced. */
const afterLink = (text: string | undefined) => (!text ? '' : /^[,.;:!?]/.test(text) ? text : ` ${text}`);

/** External links (spec 002 §2: "starting with http or mailto") open in a new tab without a referrer. */
const isExternal = (url: string) => /^(https?:|mailto:)/i.test(url);

/**
 * Pages that mark the footer's newsletter block hidden (002 §4 "The newsletter block is removed if the page marks the
 * form hidden"): the sign-up page and the update page have the form, or the subscriber, already.
 */
export const pageTypesWithoutFooterNewsletter = [
  'NewsletterPage',
  'NewsletterUpdatePage',
] as const satisfies readonly PageType[];

export interface ShellFooterProps {
  content: FooterContent | null;
  current: Site;
  /** The page's type: some pages mark the newsletter block hidden (`pageTypesWithoutFooterNewsletter`). */
  pageType?: PageType;
}

/**
 * The footer slot until the footer feature lands (issue 14): the site's footer content from the reference services
 * (service teaser groups, legal links, the sales-tax note), rendered on the server, the newsletter block (002 §2),
 * and links to the nine country shops. Without footer content (002 §8: "Promotion 404 for footer content: no footer
 * content"), the newsletter block and the country links remain.
 *
 * The newsletter block is the embedded sign-up form: before or without script it posts to the sign-up page, which
 * shows the outcome (issue 13 item 7). It is in the page's first-load script, not loaded lazily: a lazily loaded
 * chunk's styles are not linked by the server (server/assets.ts), so the server-rendered form would show unstyled
 * until hydration. Hiding it for a visitor whose newsletter status is WAITING_FOR_DOI or SUBSCRIBED (002 §4) needs
 * that status in the visitor's state: issue 14.
 */
export function ShellFooter({ content, current, pageType }: ShellFooterProps) {
  const app = useAppMessages();
  const external = (url: string) =>
    isExternal(url) ? { target: '_blank', newWindowLabel: app.t('layout.newTab') } : {};
  return (
    <ContentBlock gutter>
      <Stack space="xl" className={styles.footerBar}>
        {content?.teaser && content.teaser.groups.length > 0 && (
          <Columns as="ul" space="xl" collapseBelow="m">
            {content.teaser.groups.map((group) => (
              <Column key={group.heading.link.text}>
                <Stack space="s">
                  <h2 className={styles.footerHeading}>{group.heading.link.text}</h2>
                  {group.introductoryText && <p className={styles.muted}>{group.introductoryText}</p>}
                  <Stack as="ul" space="xs">
                    {group.links.map((link) => (
                      <TextLink key={link.url + link.text} href={link.url} {...external(link.url)}>
                        {link.text}
                      </TextLink>
                    ))}
                  </Stack>
                </Stack>
              </Column>
            ))}
          </Columns>
        )}
        {!(pageTypesWithoutFooterNewsletter as readonly (PageType | undefined)[]).includes(pageType) && (
          <NewsletterForm
            variant="embedded"
            action={NEWSLETTER_PAGE_PATH}
            confirmationAddress={signUpPathOf(NEWSLETTER_PAGE_PATH, current)}
          />
        )}
        <nav aria-label={app.t('layout.countryShops')}>
          <Inline as="ul" space={{ base: 's', m: 'xl' }}>
            {Object.values(sites).map((s) => (
              <TextLink
                key={s.code}
                lang={s.locale}
                href={`/?site=${s.switcherCode}`}
                aria-current={s.code === current.code ? 'page' : undefined}
              >
                {s.label}
              </TextLink>
            ))}
          </Inline>
        </nav>
        {content && content.legalLinks.length > 0 && (
          <nav aria-label={app.t('layout.legal')}>
            <Inline as="ul" space={{ base: 's', m: 'l' }}>
              {content.legalLinks.map((link) => (
                <TextLink key={link.url + link.text} href={link.url} {...external(link.url)}>
                  {link.text}
                </TextLink>
              ))}
            </Inline>
          </nav>
        )}
        {content?.salesTax && (
          <p className={styles.muted}>
            {content.salesTax.textBeforeLink}{' '}
            <TextLink href={content.salesTax.link.url}>{content.salesTax.link.text}</TextLink>
            {afterLink(content.salesTax.textAfterLink)}
          </p>
        )}
      </Stack>
    </ContentBlock>
  );
}
