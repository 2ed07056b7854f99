import { newsletterStatuses, type NewsletterStatus } from '../../services/newsletter/constants';
import { signedInStatuses, type Customer, type LoginStatus, type PersonalData } from '../../services/personalData';

/**
 * "Held visitor state: initialized, loggedInOrRemembered, customerName, loyaltyBeans, communityMember, and a
 * loyalty-card-member flag".
 */
export interface VisitorState {
  /** False until the personal data answered or failed; the server renders this state. */
  initialized: boolean;
  /** "LOGGED_IN and REMEMBERED both count as signed in". */
  loggedInOrRemembered: boolean;
  /** First and last name, as the customer gave them; null when signed out or when the service sends neither. */
  customerName: string | null;
  /** The first name alone, for a greeting where the layout has room; null when not sent. */
  firstName: string | null;
  /** null when signed out or not sent (shown as nothing, not as 0 beans). */
  loyaltyBeans: number | null;
  communityMember: boolean;
  loyaltyCardMember: boolean;
  /**
   * The visitor's newsletter status ("Newsletter status values read: WAITING_FOR_DOI, SUBSCRIBED"); null when signed
   * out, not sent, or any other value. The footer removes its newsletter block for both.
   */
  newsletterStatus: NewsletterStatus | null;
}

const signedIn: ReadonlySet<LoginStatus> = new Set(signedInStatuses);

/** Before the personal data is known: what the server and the hydrating render show. */
export const uninitializedVisitor: VisitorState = {
  initialized: false,
  loggedInOrRemembered: false,
  customerName: null,
  firstName: null,
  loyaltyBeans: null,
  communityMember: false,
  loyaltyCardMember: false,
  newsletterStatus: null,
};

/** Logged out, and also what a failed load means ("visitor treated as logged out"). */
export const loggedOutVisitor: VisitorState = { ...uninitializedVisitor, initialized: true };

/** Both names the service sent, trimmed, joined by a space; null when neither has text. */
export function customerNameOf(customer: Customer | null | undefined): string | null {
  const parts = [customer?.firstname, customer?.lastname].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * The held visitor state of a personal-data answer. Customer data counts only when signed in: a LOGGED_OUT answer
 * that still carries a customer shows nobody.
 */
export function visitorFromPersonalData(data: PersonalData): VisitorState {
  if (!signedIn.has(data.tracking.loginStatus)) return loggedOutVisitor;
  const { customer } = data;
  return {
    initialized: true,
    loggedInOrRemembered: true,
    customerName: customerNameOf(customer),
    firstName: customer?.firstname?.trim() || null,
    loyaltyBeans: customer?.loyaltyBeans ?? null,
    communityMember: customer?.statuses?.isCommunityMember === true,
    loyaltyCardMember: customer?.statuses?.isLoyaltyCardMember === true,
    newsletterStatus: newsletterStatusOf(data.newsletterStatus),
  };
}

/** One of the statuses the footer reads, or null for anything else (an unknown value is not a subscription). */
export function newsletterStatusOf(value: unknown): NewsletterStatus | null {
  return (newsletterStatuses as readonly unknown[]).includes(value) ? (value as NewsletterStatus) : null;
}
