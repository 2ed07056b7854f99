import { redirect } from 'next/navigation';
import { siteFromSwitcherCode } from 'crema';
import { slugOf } from './sites';

/**
 * `/` is the German shop (`/de`). It also takes Crema's default country address, `/?site=cz`, to that site's shop, so
 * a link made with Crema's defaults still lands (the footer here links each site's segment itself).
 */
export function GET(request: Request): never {
  const site = new URL(request.url).searchParams.get('site');
  redirect(`/${slugOf(siteFromSwitcherCode(site).code)}`);
}
