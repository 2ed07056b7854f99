import { isUnavailable } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import * as styles from './pages.css';

/** Whether a product can be bought ("availability (NOT_AVAILABLE, SOLDOUT or available)"). */
export function Availability({ value }: { value: string }) {
  const { t } = useAppMessages();
  if (value === 'SOLDOUT') return <span className={styles.unavailable}>{t('product.soldOut')}</span>;
  if (isUnavailable(value)) {
    return <span className={styles.unavailable}>{t('product.notAvailable')}</span>;
  }
  return <span className={styles.available}>{t('product.available')}</span>;
}
