'use client';

import { Icon } from '../../primitives/Icon';
import { MENU_ITEM_ID } from './configuredItems';
import * as styles from './Header.css';
import { useHeader } from './HeaderProvider';
// The navigation's texts (the top bar is navigation/MainNavigation and ClassicNavigation, the phones' menu
// navigation/MobileDrillDown).
import { useNavigationMessages } from '../navigation/messages';

export function MobileMenuButton({ controls }: { controls: string }) {
  const { t } = useNavigationMessages();
  const open = useHeader((h) => h.flyout.kind === 'items' && h.flyout.itemId === MENU_ITEM_ID);
  const toggle = useHeader((h) => h.toggleFlyout);
  return (
    <button
      type="button"
      className={styles.iconLink}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => toggle({ kind: 'items', itemId: MENU_ITEM_ID })}
    >
      <Icon name={open ? 'close' : 'menu'} size="medium" />
      <span className={styles.iconLabel}>{t(open ? 'navigation.close' : 'navigation.open')}</span>
    </button>
  );
}
