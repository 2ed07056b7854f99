import { ContentBlock, Deferred, Footer, LazyNewsletterForm, PreviewPanel, type Site } from 'crema';
import { NEWSLETTER_PAGE_PATH, signUpPathOf } from '../pages/newsletter';
import type { PageData } from '../routing/pageData';
import type { PageType } from '../routing/route';

/**
 * Pages that mark the footer's newsletter block hidden ("The newsletter block is removed if the page marks the
 * form hidden"): the sign-up page and the update page have the form, or the subscriber, already.
 */
export const pageTypesWithoutFooterNewsletter = [
  'NewsletterPage',
  'NewsletterUpdatePage',
] as const satisfies readonly PageType[];

/**
 * The shop's footer: the footer feature with the content the server loaded, what the server read from the
 * request (a checkout page, reduced mode, the chosen view), and the newsletter block; then the staff preview panel,
 * which loads its parts only for staff.
 *
 * The newsletter block is the embedded sign-up form: before or without script it posts to the sign-up page, which
 * shows the outcome. The footer removes it for a visitor whose newsletter status is WAITING_FOR_DOI
 * or SUBSCRIBED. The form is the lazy one: its script (react-hook-form, the zod resolver, the salutation's Select)
 * stays out of every page's first load. The server renders it in place (server/entry.ssr.tsx awaits every lazy part)
 * and its styles are in the one stylesheet, so it is there, styled and posting natively, before its script arrives. A deferred part: the page is marked hydrated only once the form has hydrated too.
 */
export function ShopFooter({ data, site }: { data: PageData; site: Site }) {
  return (
    <>
      <Footer
        initial={data.layout.footer}
        checkout={data.footer.checkout}
        reduced={data.footer.reduced}
        initialView={data.footer.view}
        newsletterHidden={(pageTypesWithoutFooterNewsletter as readonly PageType[]).includes(data.pageType)}
        newsletter={
          <Deferred>
            <LazyNewsletterForm
              variant="embedded"
              action={NEWSLETTER_PAGE_PATH}
              confirmationAddress={signUpPathOf(NEWSLETTER_PAGE_PATH, site)}
            />
          </Deferred>
        }
      />
      {/* The staff preview panel lives in the footer area, in its column; only staff see anything. */}
      <ContentBlock gutter>
        <PreviewPanel />
      </ContentBlock>
    </>
  );
}
