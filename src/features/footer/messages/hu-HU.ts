import type { FooterMessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and
 * other.
 */
export const huHU = {
  'footer.label': 'Lábléc',
  'footer.countrySwitcher.label': 'Ország kiválasztása',
  'footer.countrySwitcher.current': 'Jelenlegi ország: {country}',
  'footer.newsletter.title': 'Hírlevél',
  'footer.newsletter.text':
    'Ne maradjon le egyetlen ajánlatról és újdonságról sem – {discount, number, ::percent} üdvözlő kedvezménnyel.',
  'footer.newsletter.cta': 'Feliratkozás',
  'footer.consentSettings': 'Sütibeállítások',
  'footer.externalLink': '{text} (új lapon nyílik meg)',
} satisfies Record<FooterMessageId, string>;
