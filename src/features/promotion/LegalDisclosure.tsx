'use client';

import { lazy, useId, useMemo, useState } from 'react';
import { Icon } from '../../primitives/Icon';
import { Deferred } from '../../kernel/deferred';
import { usePromotionMessages } from './messages';
import * as styles from './Promotion.css';

/**
 * The legal text's markup goes through SafeHtml, which sanitises during render (on the server too, so the text is in
 * the server's HTML). Its sanitiser loads lazily: it stays out of the page's first-load script, and the server's text
 * stays in place until the chunk has arrived and hydrated (`Deferred`).
 */
const SafeHtml = lazy(() => import('../../primitives/SafeHtml').then((m) => ({ default: m.SafeHtml })));

export interface LegalTexts {
  legalText?: string;
  legalTextHint?: string;
  legalTextHintShort?: string;
}

/**
 * The banner: "Its legal text toggles open and closed": the APG disclosure pattern, a button with aria-expanded and
 * aria-controls that shows and hides the legal text. The button says the content's hint (the short hint on small
 * screens), or the catalog's "Rechtliche Hinweise"; its name stays while the state changes. The text may hold simple
 * markup, so it goes through SafeHtml.
 */
export function useLegalDisclosure(texts: LegalTexts) {
  const { t } = usePromotionMessages();
  const [open, setOpen] = useState(false);
  const panelId = `${useId()}-legal`;
  // The same element while the text is the same: opening the disclosure before the chunk has arrived does not update
  // the waiting part (an update would make React drop the server's text and render it anew once the chunk is in).
  const legalText = useMemo(
    () =>
      texts.legalText ? (
        <Deferred>
          <SafeHtml html={texts.legalText} />
        </Deferred>
      ) : null,
    [texts.legalText],
  );
  if (!legalText) return { toggle: null, panel: null };
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
      {legalText}
    </div>
  );
  return { toggle, panel };
}
