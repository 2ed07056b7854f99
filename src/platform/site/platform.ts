import { footerPlatforms, headerPlatforms } from '../../../design-tokens';

/** Header platforms by width: below 980 MATCH, below 1440 TABLET, otherwise CLASSIC. */
export type HeaderPlatform = (typeof headerPlatforms)[number]['platform'];
export const headerPlatformNames = headerPlatforms.map((p) => p.platform) as HeaderPlatform[];
/** "The header's own default is CLASSIC" (the header state's platform). */
export const defaultHeaderPlatform: HeaderPlatform = 'CLASSIC';

/** Footer platforms: phone below 768, tablet below 1280, else classic. */
export type FooterPlatform = (typeof footerPlatforms)[number]['platform'];
export const footerPlatformNames = footerPlatforms.map((p) => p.platform) as FooterPlatform[];

/** The device classes the spec names: the header platforms plus SMARTPHONE. */
export const deviceClasses = ['MATCH', 'SMARTPHONE', 'TABLET', 'CLASSIC'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * "Device classes MATCH and SMARTPHONE form one group, MATCH, SMARTPHONE and TABLET another; their use is not shown".
 * Named for what they hold: the phone-sized devices, and every mobile device (phones and tablets). The footer's "on
 * phone and tablet" rules (accordion teasers, hidden country dropdown) and the keep-alive's "skipped for smartphone
 * and tablet app platforms" read as the second group.
 */
export const phoneDevices = ['MATCH', 'SMARTPHONE'] as const satisfies readonly DeviceClass[];
export const mobileDevices = ['MATCH', 'SMARTPHONE', 'TABLET'] as const satisfies readonly DeviceClass[];

export function isPhoneDevice(device: unknown): boolean {
  return (phoneDevices as readonly unknown[]).includes(device);
}
export function isMobileDevice(device: unknown): boolean {
  return (mobileDevices as readonly unknown[]).includes(device);
}

function byWidth<P extends string>(table: readonly { platform: P; below: number }[], width: number): P {
  // A non-finite width (NaN from a missing window) counts as the widest platform, which is also the header's default.
  const last = table[table.length - 1]!;
  if (!Number.isFinite(width)) return last.platform;
  return (table.find((entry) => width < entry.below) ?? last).platform;
}

/** The header platform for a viewport width in px. */
export function headerPlatformForWidth(width: number): HeaderPlatform {
  return byWidth(headerPlatforms, width);
}

/** The footer platform for a viewport width in px (no page attribute). */
export function footerPlatformForWidth(width: number): FooterPlatform {
  return byWidth(footerPlatforms, width);
}

/**
 * Device classes a page attribute may carry, mapped onto footer platforms. The attribute's values are not shown in the
 * spec: footer platform names (phone, tablet, classic) and device classes (MATCH, SMARTPHONE, TABLET, CLASSIC) are
 * accepted in any case; MATCH and SMARTPHONE (the phone group) are phone.
 */
const attributeToFooterPlatform: Record<string, FooterPlatform> = {
  phone: 'phone',
  smartphone: 'phone',
  match: 'phone',
  tablet: 'tablet',
  classic: 'classic',
};

/**
 * The footer platform: "Platform comes from an attribute on the page; otherwise phone below 768 px, tablet
 * below 1280 px, else classic." An unknown or absent attribute falls back to the width.
 */
export function footerPlatformFor({
  attribute,
  width,
}: {
  attribute?: string | null | undefined;
  width: number;
}): FooterPlatform {
  const fromAttribute =
    typeof attribute === 'string' ? attributeToFooterPlatform[attribute.trim().toLowerCase()] : undefined;
  return fromAttribute ?? footerPlatformForWidth(width);
}
