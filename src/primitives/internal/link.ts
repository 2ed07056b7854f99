/**
 * A link that leaves the shop, or opens a new browsing context, gets rel="noopener noreferrer"
 * (house security rule). Site-relative links stay as they are.
 */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

export function safeRel(
  href: string | undefined,
  target: string | undefined,
  rel: string | undefined,
): string | undefined {
  if (!href || (!isExternalHref(href) && target !== '_blank')) return rel;
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}
