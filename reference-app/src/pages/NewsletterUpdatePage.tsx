'use client';

import { NewsletterForm, NewsletterUpdateForm, ContentBlock } from 'crema';
import type { PageProps } from '../routing/route';
import { NEWSLETTER_PAGE_PATH, signUpPathOf } from './newsletter';
import { newsletterUpdateHref, type NewsletterUpdatePageData } from './newsletterUpdate';
import * as styles from './pages.css';

/**
 * A subscriber's update page: the update form for the link's subscriber, posting natively to this page with the
 * token before or without script. A link that is not valid shows the sign-up form with "Leider ist dieser Link nicht
 * mehr gültig.", which asks to sign up again: the form is right there, posting to the sign-up page.
 */
export function NewsletterUpdatePage({ data, site }: PageProps<NewsletterUpdatePageData>) {
  return (
    // The update form is a text column; the sign-up form comes with its image, as on its own page.
    <ContentBlock gutter width={data.state === 'ready' ? 'text' : 'page'} className={styles.page}>
      {data.state === 'ready' ? (
        <NewsletterUpdateForm
          subscriberToken={data.subscriberToken}
          subscriber={data.subscriber}
          initial={data.initial}
          action={newsletterUpdateHref(data.subscriberToken)}
        />
      ) : (
        <NewsletterForm
          initial={{ doi: 'link-invalid' }}
          action={NEWSLETTER_PAGE_PATH}
          confirmationAddress={signUpPathOf(NEWSLETTER_PAGE_PATH, site)}
        />
      )}
    </ContentBlock>
  );
}
