'use client';

import { useId, useState } from 'react';
import { Icon } from '../../primitives/Icon';
import { SafeHtml } from '../../primitives/SafeHtml';
import { usePromotionMessages } from './messages';
import * as styles from './Promotion.css';

export interface LegalTexts {
  legalText?: string;
  legalTextHint?: string;
  legalTextHintShort?: string;
}

/**
 * 000 §4 "Its legal text toggles open and closed": the APG disclosure pattern, a button with aria-expanded and
 * aria-controls that shows and hides the legal text. The button says the content's hint (the short hint on small
 * screens), or the catalog's "Rechtliche Hinweise"; its name stays while the state changes. The text may hold simple
 * markup, so it goes through SafeHtml (issue 11 item 8).
 */
export function useLegalDisclosure(texts: LegalTexts) {
  const { t } = usePromotionMessages();
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-legal`;
  if (!texts.legalText) return { toggle: null, panel: null };
  const hint = texts.legalTextHint ?? t('promotion.legal');
  const toggle = (
    <button
      type="button"
      className={styles.textAction}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((o) => !o)}
    >
      {texts.legalTextHintShort ? (
        <>
          <span className={styles.wide}>{hint}</span>
          <span className={styles.narrow}>{texts.legalTextHintShort}</span>
        </>
      ) : (
        hint
      )}
      <Icon name={open ? 'chevron-up' : 'chevron-down'} />
    </button>
  );
  const panel = (
    <div id={panelId} hidden={!open} className={styles.legalText}>
      <SafeHtml html={texts.legalText} />
    </div>
  );
  return { toggle, panel };
}
