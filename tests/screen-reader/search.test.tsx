/**
 * The search combobox as a screen-reader user hears it: its role, name and expanded state, the polite count of
 * suggestions after each answer, and the option read while arrowing (the combobox's active descendant). The
 * suggestions come from the reference services in process.
 */
import { screen, within } from '@testing-library/react';
import { SearchBox } from '../../src/features/search';
import {
  RECENT_SEARCHES_STORAGE_KEY,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_FAILURE_LOG,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_TIMES,
} from '../../src/features/search/constants';
import { SUGGESTIONS_PATH } from '../../src/services';
import { createShop, elapse, fakeTimers, focus, heard, renderAndListen, settle, virtual } from './support';

/** How the virtual screen reader says the combobox: role, name, value (when typed), popup, state, list autocomplete. */
const combobox = (value: string | null, state: string) =>
  ['combobox, Suche', value, `has popup listbox, ${state}, autocomplete in list, 1 control`]
    .filter((part) => part !== null)
    .join(', ');
const activeDescendant = (value: string, option: string) =>
  `combobox, Suche, ${value}, has popup listbox, expanded, active descendant ${option}, autocomplete in list, 1 control`;

const box = () => screen.getByRole('combobox', { name: 'Suche' });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

beforeEach(() => {
  localStorage.clear();
  fakeTimers();
});
afterEach(() => vi.useRealTimers());

async function searchBox() {
  await renderAndListen(
    createShop(),
    <main>
      <SearchBox variant="flyout" inputId="search" />
    </main>,
  );
  await focus(box());
}

/** Types `text` into the box (the screen reader's own typing: key by key) and lets the debounced answer come in. */
async function typeAndAnswer(text: string) {
  await virtual.type(text);
  await elapse(SUGGESTION_DEBOUNCE_MS);
  await settle(() => expect(screen.getByRole('status')).toHaveTextContent('verfügbar'));
}

describe('the search combobox, heard', () => {
  it('entering the empty box: a collapsed combobox named "Suche", and no count before anything is asked', async () => {
    await searchBox();
    expect(await heard()).toEqual([combobox(null, 'not expanded')]);
    // Nothing to say while nothing was typed (the status line stays empty, not "Keine Vorschläge").
    await elapse(SUGGESTION_DEBOUNCE_MS);
    expect(await heard()).toEqual([]);
  });

  it('entering the box with recent searches: the list is open on focus and says how many there are', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['Kaffee', 'Tasse', 'Milch']));
    await searchBox();
    expect(await heard()).toEqual([combobox(null, 'expanded'), 'polite: 3 Vorschläge verfügbar']);
  });

  it('typing: "Wird geladen …" once (not per key), then after the 100 ms debounce the count of suggestions', async () => {
    await searchBox();
    await heard();
    await virtual.type('tasse');
    expect(await heard()).toEqual(['polite: Wird geladen …', combobox('tasse', 'not expanded')]);
    await elapse(SUGGESTION_DEBOUNCE_MS - 1);
    expect(await heard()).toEqual([]);
    await elapse(1);
    await settle(() => expect(screen.getByRole('status')).toHaveTextContent('verfügbar'));
    expect(await heard()).toEqual(['polite: 6 Vorschläge verfügbar']);
    // The count said is the count shown.
    expect(options()).toHaveLength(6);
  });

  it('arrowing reads the highlighted option; the expanded state; Escape collapses back to the typed text', async () => {
    await searchBox();
    await typeAndAnswer('tasse');
    await heard();
    // The term suggestion first (it fills the field), then the product tiles; ArrowUp wraps to the last.
    await virtual.press('ArrowDown');
    expect(await heard()).toEqual([activeDescendant('espressotassen-set', 'espressotassen-set')]);
    await virtual.press('ArrowDown');
    expect(await heard()).toEqual([activeDescendant('tasse', 'Espressotassen-Set, Creme')]);
    await virtual.press('ArrowUp');
    await virtual.press('ArrowUp');
    expect(await heard()).toEqual([
      activeDescendant('espressotassen-set', 'espressotassen-set'),
      activeDescendant('tasse', 'Espressotassen-Set, Marine'),
    ]);
    await virtual.press('Escape');
    expect(await heard()).toEqual([combobox('tasse', 'not expanded')]);
  });

  it('a failed answer (after its 4 retries, 2 s apart) says there are no suggestions', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shop = createShop();
    shop.reference.faults.set(`GET ${SUGGESTIONS_PATH}`, { status: 500 });
    await renderAndListen(
      shop,
      <main>
        <SearchBox variant="flyout" inputId="search" />
      </main>,
    );
    await focus(box());
    await heard();
    await virtual.type('tasse');
    await elapse(SUGGESTION_DEBOUNCE_MS);
    for (let retry = 0; retry < SUGGESTIONS_RETRY_TIMES; retry += 1) await elapse(SUGGESTIONS_RETRY_DELAY_MS);
    await settle(() => expect(screen.getByRole('status')).toHaveTextContent('Keine Vorschläge'));
    expect(await heard()).toEqual([
      'polite: Wird geladen …',
      combobox('tasse', 'not expanded'),
      'polite: Keine Vorschläge',
    ]);
    expect(error).toHaveBeenCalledWith(SUGGESTIONS_FAILURE_LOG, expect.anything());
  });
});
