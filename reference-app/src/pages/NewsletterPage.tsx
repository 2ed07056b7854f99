'use client';

import { NewsletterForm, ContentBlock } from 'crema';
import type { PageProps } from '../routing/route';
import { signUpPathOf, type NewsletterPageData } from './newsletter';
import * as styles from './pages.css';

/**
 * The newsletter sign-up page: the form with its image, starting from what the server already did for
 * this request (a post before or without script, a confirmation link). Without script it posts to the address it was
 * opened at, so every alias answers its own posts.
 */
export function NewsletterPage({ data, path, site }: PageProps<NewsletterPageData>) {
  return (
    <ContentBlock gutter className={styles.page}>
      <NewsletterForm initial={data} action={path} confirmationAddress={signUpPathOf(path, site)} />
    </ContentBlock>
  );
}
