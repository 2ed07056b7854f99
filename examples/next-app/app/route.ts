import { redirect } from 'next/navigation';
import { siteFromSwitcherCode } from 'crema';
import { slugOf } from './sites';

/**
 * `/` is the German shop (`/de`). It also takes Crema's own country address, `/?site=cz` (the footer's country
 * switcher links there by default), to that site's shop, so the footer is rendered with its defaults.
 */
export function GET(request: Request): never {
  const site = new URL(request.url).searchParams.get('site');
  redirect(`/${slugOf(siteFromSwitcherCode(site).code)}`);
}
