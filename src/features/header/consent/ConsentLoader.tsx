'use client';

import { useEffect } from 'react';
import { getDocument, getWindow, pushDataLayer } from '../../../platform/browser';
import type { SiteCode } from '../../../platform/site';
import { useStorefront, type Stage } from '../../../kernel';
import { consentDomainId, consentUpdatedEvent } from './consent';
import { CONSENT_SCRIPT_FAILURE_LOG, CONSENT_SCRIPT_MARKER, CONSENT_SCRIPT_URL } from './constants';

/** OneTrust's globals: it calls `OptanonWrapper` after loading and on every consent change. */
type ConsentWrapper = (() => void) & { cremaConsent?: true };

declare global {
  interface Window {
    OptanonWrapper?: ConsentWrapper;
    /** The consent provider's active groups, e.g. ",C0001,C0003,"; read, never trusted to be a string. */
    OnetrustActiveGroups?: unknown;
  }
}

export interface ConsentLoaderProps {
  /**
   * The consent script's address. Default the provider's (`CONSENT_SCRIPT_URL`); the reference storefront passes its
   * stand-in.
   */
  scriptUrl?: string;
  /** The page's CSP nonce, put on the script when given. */
  nonce?: string;
  /** The site whose domain id is used. Default the storefront's. */
  site?: SiteCode;
  /** The stage whose domain id is used. Default the storefront's `flags.stage`. */
  stage?: Stage;
}

/**
 * Loads the consent provider's script with the domain id of the site and stage (test ids on internal or local hosts),
 * and pushes OneTrustGroupsUpdated to the data layer on every consent update. Renders nothing; the script is added
 * after mount (never on the server), once per page however many loaders mount.
 */
export function ConsentLoader({ scriptUrl = CONSENT_SCRIPT_URL, nonce, site, stage }: ConsentLoaderProps) {
  const storefront = useStorefront();
  const siteCode = site ?? storefront.site.code;
  const stageName = stage ?? storefront.flags.stage;
  useEffect(() => {
    loadConsentScript({ scriptUrl, nonce, site: siteCode, stage: stageName });
  }, [scriptUrl, nonce, siteCode, stageName]);
  return null;
}

interface LoadOptions {
  scriptUrl: string;
  nonce?: string;
  site: SiteCode;
  stage: Stage;
}

/**
 * Installs the wrapper, then adds the script unless one is there: the first loader of a page wins (the provider
 * cannot be unloaded or reloaded with another id; a new site is a new page).
 */
function loadConsentScript({ scriptUrl, nonce, site, stage }: LoadOptions): void {
  const win = getWindow();
  const doc = getDocument();
  if (!win || !doc) return;
  installConsentWrapper(win);
  if (doc.querySelector(`script[${CONSENT_SCRIPT_MARKER}]`)) return;
  const script = doc.createElement('script');
  script.setAttribute(CONSENT_SCRIPT_MARKER, '');
  script.setAttribute('data-domain-script', consentDomainId(site, stage, win.location.hostname));
  script.setAttribute('charset', 'UTF-8');
  if (nonce) script.setAttribute('nonce', nonce);
  script.async = true;
  // One element, so one error event: logged once, never thrown (no error message is shown to the user in the header).
  script.addEventListener('error', () => console.error(CONSENT_SCRIPT_FAILURE_LOG, scriptUrl), { once: true });
  script.src = scriptUrl;
  doc.head.append(script);
}

/**
 * Sets `window.OptanonWrapper` to push the consent update to the data layer, calling any wrapper that was there
 * before (a tag manager's). Installed once: a second loader finds its own wrapper and leaves it.
 */
function installConsentWrapper(win: Window): void {
  const previous = win.OptanonWrapper;
  if (previous?.cremaConsent) return;
  const wrapper: ConsentWrapper = () => {
    pushDataLayer(consentUpdatedEvent(win.OnetrustActiveGroups));
    if (typeof previous === 'function') previous();
  };
  wrapper.cremaConsent = true;
  win.OptanonWrapper = wrapper;
}
