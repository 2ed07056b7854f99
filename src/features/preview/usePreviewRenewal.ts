'use client';

import { useEffect } from 'react';
import type { ServiceClient } from '../../services/http';
import { renewPreviewLogin } from '../../services/preview';
import { PREVIEW_RENEW_INTERVAL_MS } from './constants';

/**
 * The renewal call GET auth/login/renew: "called once on opening, then every 5 minutes". Once when `active` turns on
 * (the panel appears), then every `PREVIEW_RENEW_INTERVAL_MS` until it turns off or the component goes; a call
 * still out then is aborted. The answer is not read, so a failed renewal changes nothing on the page.
 */
export function usePreviewRenewal(services: ServiceClient, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const renew = () => void renewPreviewLogin(services, { signal: controller.signal });
    renew();
    const timer = setInterval(renew, PREVIEW_RENEW_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [services, active]);
}
