/**
 * For tests: the sprinkles atoms on an element, read from its class names as `property_value_condition`
 * (`gap_l_base`, `flexDirection_row_m`), so a test states the layout it expects in the tokens' own words.
 */
export function atomsOf(element: Element | null | undefined): string[] {
  if (!element) return [];
  return [...element.classList].flatMap((name) => {
    const match = /^sprinkles_(.+)__[^_]+$/.exec(name);
    return match?.[1] ? [match[1]] : [];
  });
}
