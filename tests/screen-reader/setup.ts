/**
 * The screen-reader project's test DOM: happy-dom with the components' real stylesheets (the project loads the
 * vanilla-extract CSS), and what happy-dom's computed style leaves out of CSS, so that the virtual screen reader
 * computes the names a browser would. The accessible-name computation puts a space around an element whose `display`
 * is not 'inline', which is how "Warenkorb" and a badge beside it become "Warenkorb 2 Artikel" and a highlighted
 * suggestion split over spans stays "espressotassen-set".
 * - `display` of an element no rule styles is '' in happy-dom: CSS's initial value is 'inline'.
 * - Blockification (CSS Display Level 3 section 2.7, CSS 2.1 section 9.7), which happy-dom does not apply: an
 *   absolutely positioned or floated element, and a child of a flex or grid container, is block-level whatever its
 *   declared display.
 * - `[hidden] { display: none }` of the user-agent stylesheet: the unselected flyout grids and a closed listbox are
 *   out of the tree, as in a browser.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { virtual } from '@guidepup/virtual-screen-reader';

// Testing Library drains its async wrapper (which the screen reader's key presses and typing go through) with a
// setTimeout(0) that it moves on only under Jest's fake timers, found as a global `jest`: without this, every key
// press waits forever on Vitest's fake clock. Only this project's tests see it.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

const inlineLevel = new Set(['inline', 'inline-block', 'inline-flex', 'inline-grid', 'inline-table']);
const containers = new Set(['flex', 'inline-flex', 'grid', 'inline-grid']);
const computedStyle = window.getComputedStyle.bind(window);
const read = (element: Element, property: string) => computedStyle(element).getPropertyValue(property);
const declaredDisplay = (element: Element) => read(element, 'display') || 'inline';

function displayOf(element: Element): string {
  const display = declaredDisplay(element);
  if (!inlineLevel.has(display)) return display;
  const outOfFlow = ['absolute', 'fixed'].includes(read(element, 'position'));
  const floated = !['', 'none'].includes(read(element, 'float'));
  const parent = element.parentElement;
  const flexOrGridItem = parent !== null && containers.has(declaredDisplay(parent));
  return outOfFlow || floated || flexOrGridItem ? 'block' : display;
}

// A view of the computed style (happy-dom hands out one object per element: it is not changed).
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  new Proxy(computedStyle(element, pseudo), {
    get(style, key) {
      if (key === 'display') return displayOf(element);
      if (key === 'getPropertyValue')
        return (property: string) => (property === 'display' ? displayOf(element) : style.getPropertyValue(property));
      const value: unknown = Reflect.get(style, key, style);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(style) : value;
    },
  });

// The screen reader reads the live region of every DOM change, even of a node React took out in the same batch; the
// name computation then asks the detached subtree's root (an element) for an id, which only a document answers.
// Answering from the subtree keeps the removal quiet instead of an unhandled rejection.
if (!('getElementById' in Element.prototype))
  Object.defineProperty(Element.prototype, 'getElementById', {
    value(this: Element, id: string) {
      return this.querySelector(`#${CSS.escape(id)}`);
    },
  });

let userAgentRules: HTMLStyleElement | undefined;
beforeEach(() => {
  userAgentRules = document.head.appendChild(document.createElement('style'));
  userAgentRules.textContent = '[hidden] { display: none }';
});
afterEach(async () => {
  // One screen reader for the whole file: stopped after every test, so a log never carries over.
  await virtual.stop();
  userAgentRules?.remove();
});
