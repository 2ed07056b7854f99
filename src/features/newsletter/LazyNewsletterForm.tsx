'use client';

import { lazy } from 'react';
import type { NewsletterFormProps } from './NewsletterForm';

const NewsletterFormPart = lazy(() => import('./NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

/**
 * The sign-up form as a lazy part, for a page that embeds it (a footer's newsletter block): its script (react-hook-form,
 * the zod resolver, the salutation's Select) stays out of the page's first load and loads when the form first renders.
 * The same props as `NewsletterForm`; render it under a Suspense boundary (`Deferred` is one, and counts it among the
 * page's deferred parts). A server that awaits lazy parts renders the whole form in the HTML, which works as a native
 * form until its script arrives. A function component around the lazy one, so a server component can render it (a
 * client reference must resolve to a component, not to a lazy object).
 */
export function LazyNewsletterForm(props: NewsletterFormProps) {
  return <NewsletterFormPart {...props} />;
}
