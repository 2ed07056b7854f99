import type { ConsentUpdatedEvent } from '../../../platform/browser';
import { resolveSite, type SiteCode } from '../../../platform/site';
import { stages, type Stage } from '../../../kernel';
import {
  CONSENT_TEST_ID_SUFFIX,
  consentDomainIds,
  internalHostPrefixes,
  internalHostSuffixes,
  localHostnames,
} from './constants';

/**
 * Whether a host is internal or local ("test ids on internal or local hosts"): a loopback name or address, a name under
 * a private suffix (.local, .internal, .localhost) or under an internal stage prefix (int., dev., …). Case and a
 * trailing dot do not matter; an empty host (no location, e.g. a file:// page) counts as local.
 */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return true;
  if ((localHostnames as readonly string[]).includes(host)) return true;
  if (internalHostSuffixes.some((suffix) => host.endsWith(suffix))) return true;
  return internalHostPrefixes.some((prefix) => host.startsWith(prefix));
}

/**
 * The consent provider's domain id for a site, stage and host ("a domain id per site and per stage (DEV or LIVE; test
 * ids on internal or local hosts)"). An unknown site is DE (as everywhere, `resolveSite`), an unknown stage LIVE, so
 * bad input still loads a banner rather than none.
 */
export function consentDomainId(site: SiteCode, stage: Stage, hostname: string): string {
  const ids = consentDomainIds[resolveSite(site).code];
  const id = ids[(stages as readonly unknown[]).includes(stage) ? stage : 'LIVE'];
  return isInternalHost(hostname) ? `${id}${CONSENT_TEST_ID_SUFFIX}` : id;
}

/**
 * The data-layer event of a consent update ("an event named OneTrustGroupsUpdated"), carrying the provider's active
 * groups (`window.OnetrustActiveGroups`, e.g. ",C0001,C0003,") only when it is a string.
 */
export function consentUpdatedEvent(activeGroups: unknown): ConsentUpdatedEvent {
  return typeof activeGroups === 'string'
    ? { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: activeGroups }
    : { event: 'OneTrustGroupsUpdated' };
}
