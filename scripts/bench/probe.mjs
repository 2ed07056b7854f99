// The in-page half of the interaction measures (storefront and bench pages alike), handed to Playwright's
// page.evaluate, which runs it outside the page's Content-Security-Policy.

/**
 * Runs one interaction in the page and returns its milliseconds (`ms`; of it `layoutMs`, the style and layout): from the action until its result is in the DOM
 * (checked at once and after every DOM mutation, so a commit in a later task or microtask counts), plus the style
 * and layout of the result (a layout query forces them; paint is not included). Interactions:
 * - `flyout` (index): clicks the main navigation's index-th flyout opener; done when its panel shows.
 * - `level`: clicks the first level item of the open flyout that is not selected; done when its grid shows.
 * - `release`: lets the held suggestions answer through (see `holdSuggestions`); done when the listbox has options.
 * - `focus`: focuses the search box; done when the listbox has options (the recent searches).
 * - `type` (text): types text into the focused search box as one input event; done when the listbox's option
 *   texts changed.
 */
export function interact({ kind, index = 0, text = '' }) {
  const opener = () => [...document.querySelectorAll('nav > ul > li > button[aria-controls]')][index];
  // No layout query here: the style and layout are measured after the change (`layoutMs`).
  const shown = (element) => element !== null && element.isConnected && !element.closest('[hidden]');
  const listbox = () => document.querySelector('[role="listbox"]');
  const optionTexts = () =>
    [...(listbox()?.querySelectorAll('[role="option"]') ?? [])].map((o) => o.textContent).join('|');
  const input = () => document.querySelector('input[role="combobox"]');
  let action;
  let done;
  if (kind === 'flyout') {
    const button = opener();
    if (!button) throw new Error(`no flyout opener ${index}`);
    const panel = document.getElementById(button.getAttribute('aria-controls'));
    action = () => button.click();
    done = () => button.getAttribute('aria-expanded') === 'true' && shown(panel);
  } else if (kind === 'level') {
    const open = document.querySelector('nav > ul > li > button[aria-controls][aria-expanded="true"]');
    const panel = open && document.getElementById(open.getAttribute('aria-controls'));
    const level = panel?.querySelector('button[aria-controls][aria-expanded="false"]');
    if (!level) throw new Error('no open flyout with an unselected level item');
    const grid = document.getElementById(level.getAttribute('aria-controls'));
    action = () => level.click();
    done = () => level.getAttribute('aria-expanded') === 'true' && shown(grid);
  } else if (kind === 'release') {
    action = () => window.__benchReleaseSuggestions();
    done = () => (listbox()?.querySelectorAll('[role="option"]').length ?? 0) > 0;
  } else if (kind === 'focus') {
    action = () => input().focus();
    done = () => (listbox()?.querySelectorAll('[role="option"]').length ?? 0) > 0;
  } else if (kind === 'type') {
    const field = input();
    const before = optionTexts();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    action = () => {
      setValue.call(field, field.value + text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    done = () => optionTexts() !== before;
  } else {
    throw new Error(`unknown interaction ${kind}`);
  }
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let observer;
    let timer;
    const check = () => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      const committed = performance.now();
      document.documentElement.getBoundingClientRect();
      const end = performance.now();
      resolve({ ms: end - start, layoutMs: end - committed });
    };
    observer = new MutationObserver(check);
    timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${kind}: the expected change did not happen within 10 s`));
    }, 10_000);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    action();
    check();
  });
}

/**
 * An init script: answers of the suggestions call are fetched as usual but handed to the page only when
 * `window.__benchReleaseSuggestions()` is called, so the measure starts when the answer arrives (the 100 ms debounce
 * and the network are not part of rendering the list). `window.__benchSuggestionsHeld` tells that one is waiting.
 */
export function holdSuggestions(path) {
  const realFetch = window.fetch.bind(window);
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  window.__benchSuggestionsHeld = false;
  window.__benchReleaseSuggestions = () => release();
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(path)) return realFetch(input, init);
    const response = await realFetch(input, init);
    window.__benchSuggestionsHeld = true;
    await gate;
    return response;
  };
}
