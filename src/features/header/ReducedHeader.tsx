'use client';

import { Icon } from '../../primitives/Icon';
import { getWindow } from '../../platform/browser';
import { useStorefront } from '../../kernel';
import { APP_BRIDGE_GLOBAL } from '../../kernel/constants';
import { paymentMethodsBySite, type PaymentMethod } from './constants';
import * as styles from './Header.css';
import { Logo } from './Logo';
import { useHeaderMessages, type HeaderMessageId } from './messages';
import { trackNavigationClick } from '../../platform/tracking';

interface AppBridge {
  back?: () => void;
}

/**
 * "A back button in the reduced header first tries the native app back action, then browser history back." The bridge
 * is `window.AppBridge` (docs/decisions.md "Header").
 */
export function goBack(): void {
  const win = getWindow();
  if (!win) return;
  const bridge = (win as unknown as Record<string, AppBridge | undefined>)[APP_BRIDGE_GLOBAL];
  if (typeof bridge?.back === 'function') bridge.back();
  else win.history.back();
}

const paymentText = (method: PaymentMethod) => `header.payment.${method}` as const satisfies HeaderMessageId;

/** "A secure-order hint and a row of payment and brand logos" (the site's payment methods). */
export function TrustRow() {
  const { t } = useHeaderMessages();
  const { site } = useStorefront();
  return (
    <div className={styles.trustRow}>
      <span className={styles.secureHint}>
        <Icon name="lock" size="small" />
        {t('header.secureOrder')}
      </span>
      <ul className={styles.paymentList} aria-label={t('header.paymentLogos')}>
        {paymentMethodsBySite[site.code].map((method) => (
          <li key={method} className={styles.paymentLogo}>
            {t(paymentText(method))}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The reduced header (checkout; affiliate or new-app cookie) "hides navigation, search and promotion, and shows a
 * secure-purchase hint", with its back button.
 */
export function ReducedHeader() {
  const { t } = useHeaderMessages();
  return (
    <>
      <div className={styles.reducedBar}>
        <div className={styles.areaBack}>
          <button
            type="button"
            className={styles.iconLink}
            onClick={() => {
              trackNavigationClick('back', 'history');
              goBack();
            }}
          >
            <Icon name="back" size="medium" />
            <span className={styles.iconLabel}>{t('header.reduced.back')}</span>
          </button>
        </div>
        <div className={styles.areaLogo}>
          <Logo />
        </div>
        <p className={`${styles.areaHint} ${styles.secureHint}`}>
          <Icon name="lock" size="medium" />
          {t('header.reduced.secureHint')}
        </p>
      </div>
      <TrustRow />
    </>
  );
}
