'use client';

import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { headerLinks } from './constants';
import * as styles from './Header.css';
import { useHeaderMessages } from './messages';
import { trackNavigationClick } from '../../platform/tracking';

/** "A logo linking to the home page". Its name says where it goes. */
export function Logo() {
  const { t } = useHeaderMessages();
  return (
    <a className={styles.logo} href={headerLinks.home} onClick={() => trackNavigationClick('logo', headerLinks.home)}>
      {t('header.brand')}
      <VisuallyHidden> – {t('header.logo')}</VisuallyHidden>
    </a>
  );
}
