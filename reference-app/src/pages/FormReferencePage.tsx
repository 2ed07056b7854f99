'use client';

import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  ContentBlock,
  IbanInput,
  Input,
  Notification,
  NumberInput,
  PasswordInput,
  Select,
  Stack,
} from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import type { FormReferenceData } from './formReference';
import * as styles from './pages.css';

/** Salutations as the newsletter form offers them ("lowercase mr, mrs, divers, company"). */
const salutations = ['mr', 'mrs', 'divers', 'company'] as const;

/**
 * Every form control of the component set, rendered on the server in the site's language: the page that proves the
 * controls work under the strict CSP and before any script runs (the form posts natively; after hydration the same
 * submit stays on the page). The form fields' own texts (PasswordInput, IbanInput) come from the site's catalog.
 */
export function FormReferencePage({ data }: PageProps<FormReferenceData>) {
  const { t } = useAppMessages();
  const [sent, setSent] = useState(data.sent);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSent(true);
  };
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="xl">
        <Stack space="s">
          <h1 id="forms-title" className={styles.title}>
            {t('forms.title')}
          </h1>
          <p className={styles.lead}>{t('forms.intro')}</p>
        </Stack>
        {sent && (
          <Notification tone="success" onDismiss={() => setSent(false)}>
            {t('forms.sent')}
          </Notification>
        )}
        <form method="post" onSubmit={onSubmit} aria-labelledby="forms-title">
          <Stack space="l">
            <Input
              name="email"
              type="email"
              label={t('forms.email')}
              hint={t('forms.emailHint')}
              required
              autoComplete="email"
            />
            <Select
              name="salutation"
              label={t('forms.salutation')}
              placeholder={t('forms.salutation.prompt')}
              options={salutations.map((value) => ({ value, label: t(`forms.salutation.${value}`) }))}
              required
            />
            <PasswordInput name="password" autoComplete="new-password" />
            <IbanInput name="iban" />
            <NumberInput name="quantity" label={t('forms.quantity')} min={1} max={10} defaultValue={1} />
            <Checkbox name="newsletter" value="yes" label={t('forms.newsletter')} />
            <Checkbox name="terms" value="accepted" label={t('forms.terms')} required />
            <p className={styles.muted}>{t('forms.mandatory')}</p>
            <div>
              <Button type="submit" variant="primary">
                {t('forms.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </ContentBlock>
  );
}
