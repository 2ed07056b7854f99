export { ConsentLoader, type ConsentLoaderProps } from './ConsentLoader';
export { consentDomainId, consentUpdatedEvent, isInternalHost } from './consent';
export { CONSENT_SCRIPT_URL } from './constants';
