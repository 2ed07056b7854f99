import type { SiteCode } from '../site/constants';
import type { MessageId } from './catalogs';
import {
  freeCoffeeShippingFrom,
  freeShippingFrom,
  newsletterDiscount,
  returnDays,
  returnMonths,
  storeCount,
} from './constants';

/** One header benefit: a message and its values (a price amount is formatted for the site by the caller). */
export interface HeaderBenefit {
  id: MessageId;
  values: { amount?: number; discount?: number; days?: number; months?: number; count?: number };
}

/**
 * The header benefits of a site, in display order. Benefit texts may also come from the ~header_top
 * promotion; these are the defaults the spec lists per country. Sites the spec names no benefit for show the
 * newsletter discount, which applies everywhere.
 */
export function headerBenefits(site: SiteCode): HeaderBenefit[] {
  const list: HeaderBenefit[] = [];
  const shipping = (freeShippingFrom as Partial<Record<SiteCode, number>>)[site];
  if (shipping !== undefined) list.push({ id: 'benefit.freeShipping', values: { amount: shipping } });
  const coffee = (freeCoffeeShippingFrom as Partial<Record<SiteCode, number>>)[site];
  if (coffee !== undefined) list.push({ id: 'benefit.freeCoffeeShipping', values: { amount: coffee } });
  const days = (returnDays as Partial<Record<SiteCode, number>>)[site];
  if (days !== undefined) list.push({ id: 'benefit.returnDays', values: { days } });
  const months = (returnMonths as Partial<Record<SiteCode, number>>)[site];
  if (months !== undefined) list.push({ id: 'benefit.returnMonths', values: { months } });
  list.push({ id: 'benefit.newsletterDiscount', values: { discount: newsletterDiscount } });
  const stores = (storeCount as Partial<Record<SiteCode, number>>)[site];
  if (stores !== undefined) list.push({ id: 'benefit.stores', values: { count: stores } });
  return list;
}
