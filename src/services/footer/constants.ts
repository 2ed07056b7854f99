/** Constants of the footer content: the logos' path, the logo sources, the consent-settings link. */

/**
 * "Footer logo images come from a footer-images/logos path on the product's own host; the flag images of
 * the country switcher come from /service/footer-images/logos/".
 */
export const FOOTER_LOGOS_PATH = '/service/footer-images/logos';

/**
 * "Logo source enumeration: national postal and parcel carriers, card and payment brands, trust marks and
 * certificates. An unknown source is logged and yields an empty image. Delivery partner logos vary by country."
 * The members are not shown: chosen as the carriers of the nine countries, the payment methods the footer shows
 * ("cash on delivery, card, PayPal, prepayment, cash on pickup (SK), BKM (TR)") and the seals the reference content
 * uses. Each maps to its file under FOOTER_LOGOS_PATH.
 */
export const logoSources = {
  // National postal and parcel carriers
  dhl: 'dhl.svg',
  postAt: 'post-at.svg',
  postCh: 'post-ch.svg',
  ceskaPosta: 'ceska-posta.svg',
  magyarPosta: 'magyar-posta.svg',
  inpost: 'inpost.svg',
  slovenskaPosta: 'slovenska-posta.svg',
  yurtici: 'yurtici.svg',
  // Card and payment brands
  cashOnDelivery: 'cash-on-delivery.svg',
  card: 'card.svg',
  paypal: 'paypal.svg',
  prepayment: 'prepayment.svg',
  cashOnPickup: 'cash-on-pickup.svg',
  bkm: 'bkm.svg',
  // Trust marks and certificates
  trustedShops: 'trusted-shops.svg',
  trustmarkAustria: 'trustmark-austria.svg',
  apek: 'apek.svg',
} as const;
export type LogoSource = keyof typeof logoSources;

/**
 * The query parameter that asks for a logo in a language (`?lang=de`). Not shown in the spec: the storefront's choice,
 * so that a mark with words (a payment method's) reads in the shop's language; a host whose logos carry no words
 * ignores it.
 */
export const LOGO_LANGUAGE_PARAM = 'lang';

/**
 * "One legal link opens the cookie-consent settings dialog". How the content marks it is not shown:
 * chosen as the legal link whose url is this fragment (a page without script stays where it is).
 */
export const CONSENT_SETTINGS_URL = '#consent-settings';
