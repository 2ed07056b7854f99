import { Button, Stack } from 'crema';
import { useAppMessages } from '../messages/hooks';
import { USER_MENU_PAGE_PATH } from './account';
import * as styles from './pages.css';

/** What a personal page shows a visitor who is not signed in: why, and the way to the sign-in. */
export function SignInPrompt() {
  const { t } = useAppMessages();
  return (
    <Stack space="m" align="start">
      <p className={styles.text}>{t('account.signInRequired')}</p>
      <Button href={USER_MENU_PAGE_PATH} variant="primary">
        {t('account.signIn')}
      </Button>
    </Stack>
  );
}
