'use client';

import { useRef, useState } from 'react';
import { focusNextAfter, writeText } from '../../platform/browser';
import { Button } from '../../primitives/Button';
import { ContentBlock } from '../../primitives/ContentBlock';
import { Icon } from '../../primitives/Icon';
import { Rating } from '../../primitives/Rating';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { trackGaEvent } from '../../platform/tracking';
import * as styles from './AppBanner.css';
import {
  APP_BANNER_CLOSED_STORAGE_KEY,
  APP_BANNER_CLOSED_VALUE,
  SMART_APP_BANNER_META_NAME,
  appBannerRating,
  smartAppBannerContent,
  type AppBannerOs,
} from './constants';
import { useAppBannerMessages } from './messages';
import { useAppBannerDecision, type AppBannerDecisionOptions } from './useAppBannerDecision';

export type AppBannerProps = AppBannerDecisionOptions;

/**
 * The app-install banner, for the new header's `appBanner` slot: on Android, or on iOS in Chrome, a band with the app,
 * its rating, an install link to the store and a close button; on iOS in other browsers Safari's smart-app-banner meta
 * tag instead (React puts it in the document's head); otherwise nothing (see `appBannerDecision`). Closing stores the
 * flag in local storage, so the banner never comes back, and moves focus to what follows it.
 */
export function AppBanner(props: AppBannerProps) {
  const decision = useAppBannerDecision(props);
  const [closed, setClosed] = useState(false);
  if (decision.kind === 'meta')
    return <meta name={SMART_APP_BANNER_META_NAME} content={smartAppBannerContent(decision.appId)} />;
  if (decision.kind === 'none' || closed) return null;
  return <InstallBanner os={decision.os} storeUrl={decision.storeUrl} onClosed={() => setClosed(true)} />;
}

interface InstallBannerProps {
  os: AppBannerOs;
  storeUrl: string;
  onClosed: () => void;
}

/**
 * The banner itself. A named group, not a landmark: it sits inside the header's banner landmark, and a region of its
 * own would add a landmark to every page for a prompt; the group's name is read when focus enters it.
 */
function InstallBanner({ os, storeUrl, onClosed }: InstallBannerProps) {
  const { t } = useAppBannerMessages();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => {
    // "Closing stores a closed flag in local storage and hides the banner for good." Without storage (privacy settings)
    // it still hides on this page.
    writeText('local', APP_BANNER_CLOSED_STORAGE_KEY, APP_BANNER_CLOSED_VALUE);
    trackGaEvent('app_banner', 'close', os);
    // The close button is about to go: focus goes where Tab would have gone next, not to the document's start.
    focusNextAfter(ref.current);
    onClosed();
  };
  return (
    <div ref={ref} role="group" aria-label={t('appBanner.label')} className={styles.banner} data-os={os}>
      <ContentBlock gutter>
        <div className={styles.layout}>
          <span className={styles.appIcon}>
            <Icon name="cart" size="medium" />
          </span>
          <div className={styles.copy}>
            <p className={styles.title}>{t('appBanner.title')}</p>
            <p className={styles.text}>{t('appBanner.text')}</p>
            <p>
              <Rating
                value={appBannerRating.value}
                max={appBannerRating.max}
                count={appBannerRating.count}
                size="small"
                label={t('appBanner.rating', {
                  rating: appBannerRating.value,
                  max: appBannerRating.max,
                  count: appBannerRating.count,
                })}
              />
            </p>
          </div>
          <Button
            href={storeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.install}
            onClick={() => trackGaEvent('app_banner', 'install', os)}
          >
            {t('appBanner.install')}
            {/* In the content, not an aria-label: the name then holds everything the link shows (WCAG 2.5.3). */}
            <VisuallyHidden> {t('appBanner.newTab')}</VisuallyHidden>
          </Button>
          <Button
            variant="secondary"
            icon={<Icon name="close" size="small" />}
            aria-label={t('appBanner.close')}
            onClick={close}
            className={styles.close}
          />
        </div>
      </ContentBlock>
    </div>
  );
}
