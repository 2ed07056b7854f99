'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { Site } from '../../platform/site';
import { cx } from '../../styles/cx';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { FOOTER_FLAG_SIZE } from './constants';
import { countrySwitcherEntries, type CountryHrefs, type CountrySwitcherEntry } from './logic';
import { useFooterMessages } from './messages';
import * as styles from './Footer.css';

export interface CountrySwitcherProps {
  current: Site;
  /** Each country shop's address, by site code; a site left out links to `/?site=xx`. */
  countryHrefs?: CountryHrefs;
}

function Flag({ entry }: { entry: CountrySwitcherEntry }) {
  // Decorative: the country's name beside it names the entry.
  return (
    <img
      src={entry.flag}
      alt=""
      data-flag={entry.flagName}
      width={FOOTER_FLAG_SIZE.width}
      height={FOOTER_FLAG_SIZE.height}
      // At the foot of the page, most in a closed list: not worth a request before the page's own (nor the server's
      // image preloads at the top of the head, which React makes for every image not loaded lazily).
      loading="lazy"
      decoding="async"
      className={styles.flag}
    />
  );
}

/**
 * "Country dropdown: navigates to the chosen country's address": a disclosure (native details/summary, so
 * it opens without script too) whose summary shows the current country, over a list of the nine shops' links, the
 * current one marked (aria-current). Escape inside closes it and gives focus back to the summary.
 */
export function CountrySwitcher({ current, countryHrefs }: CountrySwitcherProps) {
  const { t } = useFooterMessages();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const entries = countrySwitcherEntries(current, countryHrefs);
  const selected = entries.find((entry) => entry.selected)!;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    summary.current?.focus();
  };

  return (
    <nav aria-label={t('footer.countrySwitcher.label')}>
      {/* Escape from the summary or any link inside bubbles here; details is the disclosure widget itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <details ref={details} className={styles.countrySwitcher} onKeyDown={closeOnEscape}>
        <summary ref={summary} className={styles.countrySummary}>
          <VisuallyHidden>{`${t('footer.countrySwitcher.prefix')} `}</VisuallyHidden>
          <Flag entry={selected} />
          <span lang={selected.site.locale}>{selected.label}</span>
          <Icon name="chevron-down" size="small" className={styles.countryChevron} />
        </summary>
        <Stack as="ul" space="none" className={styles.countryList}>
          {entries.map((entry) => (
            <TextLink
              key={entry.code}
              href={entry.href}
              hrefLang={entry.site.locale}
              aria-current={entry.selected ? 'true' : undefined}
              data-country={entry.code}
              className={cx(styles.target, entry.selected && styles.currentCountry)}
            >
              <Flag entry={entry} />
              <span lang={entry.site.locale}>{entry.label}</span>
              {entry.selected && <Icon name="check" size="small" />}
            </TextLink>
          ))}
        </Stack>
      </details>
    </nav>
  );
}
