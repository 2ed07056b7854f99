'use client';

import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  ContentBlock,
  Input,
  Notification,
  PasswordInput,
  Stack,
  TextLink,
  useStorefront,
} from 'crema';
import { login, loginResultOf, type LoginResult } from 'crema/services';
import type { AppMessageId } from '../messages';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import {
  BEAN_ACCOUNT_PAGE_PATH,
  LOYALTY_CARD_OVERVIEW_PATH,
  ORDERS_PAGE_PATH,
  USER_MENU_PAGE_PATH,
  type UserMenuPageData,
  type Visitor,
} from './account';
import { NEWSLETTER_PAGE_PATH } from './newsletter';
import * as styles from './pages.css';

/** The account menu's entries, in its order, each with its text. */
const accountLinks = [
  { href: ORDERS_PAGE_PATH, text: 'userMenu.orders' },
  { href: BEAN_ACCOUNT_PAGE_PATH, text: 'userMenu.beanAccount' },
  { href: LOYALTY_CARD_OVERVIEW_PATH, text: 'userMenu.loyaltyCard' },
  { href: NEWSLETTER_PAGE_PATH, text: 'userMenu.newsletter' },
] as const satisfies readonly { href: string; text: AppMessageId }[];

/** What a failed sign-in says ("Login results: SUCCESS, UNAUTHORIZED, SERVICE_UNAVAILABLE"). */
const failureTexts = {
  UNAUTHORIZED: 'userMenu.error.unauthorized',
  SERVICE_UNAVAILABLE: 'userMenu.error.unavailable',
} as const satisfies Record<Exclude<LoginResult, 'SUCCESS'>, AppMessageId>;

/**
 * The user menu ("/usermenu | user account icon"). Signed out: the sign-in form, which calls the login
 * service from the browser (a JSON body with the CSRF header) and, on success, loads this page again,
 * now signed in, so header and page show the customer. Signed in or remembered: the greeting, the beans and the
 * account menu.
 */
export function UserMenuPage({ data }: PageProps<UserMenuPageData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="xl">
        <h1 className={styles.title}>{t('userMenu.title')}</h1>
        {data.visitor.signedIn ? <AccountMenu visitor={data.visitor} /> : <SignInForm notice={data.notice} />}
      </Stack>
    </ContentBlock>
  );
}

function AccountMenu({ visitor }: { visitor: Visitor }) {
  const { t } = useAppMessages();
  const name = [visitor.firstname, visitor.lastname].filter(Boolean).join(' ');
  return (
    <Stack space="l">
      <p className={styles.lead}>{name ? t('userMenu.greeting', { name }) : t('userMenu.greetingAnonymous')}</p>
      {visitor.loyaltyBeans !== null && (
        <p className={styles.text}>{t('userMenu.beans', { count: visitor.loyaltyBeans })}</p>
      )}
      <nav aria-labelledby="account-menu">
        <Stack space="m">
          <h2 id="account-menu" className={styles.sectionTitle}>
            {t('userMenu.menu')}
          </h2>
          <Stack as="ul" space="s" className={styles.plainList}>
            {accountLinks.map((link) => (
              <TextLink href={link.href} key={link.href}>
                {t(link.text)}
              </TextLink>
            ))}
          </Stack>
        </Stack>
      </nav>
    </Stack>
  );
}

function SignInForm({ notice }: { notice: UserMenuPageData['notice'] }) {
  const { t } = useAppMessages();
  const { services } = useStorefront();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<keyof typeof failureTexts | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    const result = loginResultOf(
      await login(services, {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        rememberMe: form.get('rememberMe') === 'yes',
      }),
    );
    if (result === 'SUCCESS') {
      // The page again, from the server: it now reads the visitor as signed in (and the header does too).
      window.location.assign(USER_MENU_PAGE_PATH);
      return;
    }
    setPending(false);
    setFailure(result);
  };

  return (
    <Stack space="l">
      <Stack space="s">
        <h2 id="sign-in" className={styles.sectionTitle}>
          {t('userMenu.signIn.title')}
        </h2>
        <p className={styles.text}>{t('userMenu.signIn.intro')}</p>
      </Stack>
      {notice === 'script-required' && <Notification tone="warning">{t('userMenu.scriptRequired')}</Notification>}
      {failure && <Notification tone="error">{t(failureTexts[failure])}</Notification>}
      <form
        method="post"
        action={USER_MENU_PAGE_PATH}
        aria-labelledby="sign-in"
        onSubmit={(event) => void onSubmit(event)}
      >
        <Stack space="l">
          <Input name="email" type="email" label={t('userMenu.email')} required autoComplete="username" />
          <PasswordInput name="password" autoComplete="current-password" required />
          <Checkbox name="rememberMe" value="yes" label={t('userMenu.rememberMe')} />
          <div>
            <Button type="submit" variant="primary" loading={pending}>
              {t('userMenu.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <p className={styles.text}>
        {t('userMenu.noAccount')} <TextLink href="/signup">{t('userMenu.signUp')}</TextLink>
      </p>
    </Stack>
  );
}
