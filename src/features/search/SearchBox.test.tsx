/** @vitest-environment happy-dom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi, type Mock } from 'vitest';
import { createReferenceServices } from '../../mocks';
import { resolveSite } from '../../platform/site';
import { createServiceClient, SUGGESTIONS_PATH } from '../../services';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import {
  RECENT_SEARCHES_SHOWN,
  RECENT_SEARCHES_STORAGE_KEY,
  SUGGESTION_DEBOUNCE_MS,
  type SearchVariant,
} from './constants';
import { productLink } from './productLink';
import { SearchBox, type SearchBoxProps } from './SearchBox';

function setup({ site = 'DE', ...props }: Partial<SearchBoxProps> & { site?: string } = {}) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const calls: string[] = [];
  const fetch: typeof browser.fetch = (input, init) => {
    calls.push(String(input));
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: resolveSite(site).code });
  const page = (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      <main>
        <SearchBox variant="flyout" inputId="search" {...props} />
      </main>
    </StorefrontProvider>
  );
  return { reference, page, calls };
}

const box = () => screen.getByRole('combobox', { name: 'Suche' });
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).queryAllByRole('option');
const optionNames = () => options().map((option) => option.textContent);
const highlighted = () => options().find((option) => option.getAttribute('aria-selected') === 'true');
const status = () => screen.getByRole('status');

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  localStorage.clear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Types `text` into the box and waits for the answer's options. */
async function typeAndWait(text: string, count = 1) {
  await userEvent.type(box(), text);
  await waitFor(() => expect(options().length).toBeGreaterThanOrEqual(count));
}

describe('SearchBox: the form', () => {
  it('is a search landmark with a GET form to /search and the input named query, max 200 characters', () => {
    const { page } = setup();
    render(page);
    const form = screen.getByRole('search', { name: 'Suche' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'query');
    expect(box()).toHaveAttribute('maxlength', '200');
    expect(box()).toHaveAttribute('id', 'search');
  });

  it('renders on the server: the form, the box and the short placeholder, no window read', () => {
    const { page } = setup({ initialQuery: '12 34' });
    const html = renderToString(page);
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    const form = parsed.querySelector('form[role="search"]');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const input = form!.querySelector('input[name="query"]');
    // A term from the URL is sanitised (digits and spaces: spaces removed) and pre-fills the box.
    expect(input).toHaveAttribute('value', '1234');
    expect(input).toHaveAttribute('placeholder', 'Suchen');
    // Nothing is loading before the visitor is in the box.
    expect(parsed.querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  it('keeps what was typed before its script arrived, and the focus: hydrated, the box goes on from there', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['Espresso', 'Tassen']));
    const { page } = setup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The server's box, before any script: the visitor is in it and typed.
    const early = container.querySelector<HTMLInputElement>('input[name="query"]')!;
    early.focus();
    early.value = 'Es';
    const root = await act(async () => hydrateRoot(container, page));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    expect(box()).toBe(early);
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('Es');
    // The box counts as entered: the suggestion list opens with the matching recent search.
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
    expect(optionNames()).toContain('Espresso');
    await userEvent.type(box(), 'p');
    expect(box()).toHaveValue('Esp');
  });

  it('shows the shorter placeholder while unfocused', async () => {
    const { page } = setup();
    render(page);
    expect(box()).toHaveAttribute('placeholder', 'Suchen');
    await userEvent.click(box());
    expect(box()).toHaveAttribute('placeholder', 'Wonach suchen Sie heute?');
  });

  it('submitting an empty search does nothing', async () => {
    const { page } = setup();
    render(page);
    await userEvent.type(box(), '   {Enter}');
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
  });

  it('submits the trimmed text to /search?query=, and adds it to the recent searches', async () => {
    const { page } = setup();
    render(page);
    await userEvent.type(box(), '  Kaffee & Tee {Enter}');
    expect(assign).toHaveBeenCalledWith('/search?query=Kaffee%20%26%20Tee');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['Kaffee & Tee']);
  });

  it('a keyword goes to its target', async () => {
    const { page } = setup();
    render(page);
    await userEvent.type(box(), 'Kundenservice{Enter}');
    expect(assign).toHaveBeenCalledWith('/c/service');
  });
});

describe('SearchBox: the combobox', () => {
  it('opens when focused and there are options, with labelled groups and the count in a polite status', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['Tassen', 'Espressotasse']));
    const { page } = setup();
    render(page);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box());
    // Nothing typed: the recent searches are the options.
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Tassen', 'Espressotasse']);
    await userEvent.type(box(), 'tasse');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Produktvorschläge' })).toBeInTheDocument());
    const groups = within(listbox()).getAllByRole('group');
    const labelOf = (group: HTMLElement) =>
      document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent;
    expect(groups.map(labelOf)).toEqual(['Zuletzt gesucht', 'Suchvorschläge', 'Produktvorschläge']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tassen', 'Espressotasse']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['espressotassen-set']);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status()).toHaveTextContent(`${options().length} Vorschläge verfügbar`));
  });

  it('shows at most 5 matching recent searches above the suggestions', async () => {
    const list = ['Kaffee 1', 'Tee', 'Kaffee 2', 'Kaffee 3', 'Kaffee 4', 'Kaffee 5', 'Kaffee 6'];
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
    const { page } = setup();
    render(page);
    await typeAndWait('kaffee', RECENT_SEARCHES_SHOWN + 1);
    const recent = within(screen.getByRole('group', { name: 'Zuletzt gesucht' })).getAllByRole('option');
    expect(recent.map((o) => o.textContent)).toEqual(['Kaffee 1', 'Kaffee 2', 'Kaffee 3', 'Kaffee 4', 'Kaffee 5']);
    expect(options().slice(0, RECENT_SEARCHES_SHOWN)).toEqual(recent);
  });

  it('ArrowDown and ArrowUp cycle through the options with wrapping', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await waitFor(() => expect(status()).toHaveTextContent('verfügbar'));
    const all = options();
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(all[0]);
    expect(box()).toHaveAttribute('aria-activedescendant', all[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(all.at(-1));
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(all[0]);
    for (let i = 1; i < all.length; i++) await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(all.at(-1));
  });

  it.each<[SearchVariant, string]>([
    ['flyout', 'espressotassen-set'],
    ['overlay', 'tasse'],
  ])(
    '%s: the highlighted term fills the field: %s; Escape closes and brings the typed text back',
    async (variant, shown) => {
      const { page } = setup({ variant });
      render(page);
      await typeAndWait('tasse', 2);
      await userEvent.keyboard('{ArrowDown}');
      expect(box()).toHaveValue(shown);
      await userEvent.keyboard('{Escape}');
      expect(box()).toHaveAttribute('aria-expanded', 'false');
      expect(box()).toHaveValue('tasse');
      expect(box()).toHaveFocus();
    },
  );

  it('is a text input (ARIA in HTML allows the combobox role there) with the search keyboard and Enter key', () => {
    const { page } = setup();
    render(page);
    expect(box()).toHaveAttribute('type', 'text');
    expect(box()).toHaveAttribute('inputmode', 'search');
    expect(box()).toHaveAttribute('enterkeyhint', 'search');
  });

  it('with the list closed, Escape clears the box (it draws no clear button)', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('tasse');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveFocus();
  });

  describe('APG editable combobox: Left and Right Arrow, Home and End return visual focus to the input', () => {
    /** The list open on 'tasse' with its first option (the term 'espressotassen-set') active. */
    async function withActiveOption(variant: SearchVariant = 'flyout') {
      const { page } = setup({ variant });
      render(page);
      await typeAndWait('tasse', 2);
      await userEvent.keyboard('{ArrowDown}');
      expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    }
    const input = () => box() as HTMLInputElement;
    const noActiveOption = () => {
      // No empty IDREF: the attribute is absent while no option is active.
      expect(box()).not.toHaveAttribute('aria-activedescendant');
      expect(highlighted()).toBeUndefined();
    };

    it.each<[string, number]>([
      ['{ArrowLeft}', 'espressotassen-set'.length - 1],
      ['{ArrowRight}', 'espressotassen-set'.length],
    ])(
      '%s: returns focus to the input without closing the popup; the filled suggestion stays, the caret at %i',
      async (key, caret) => {
        await withActiveOption();
        await userEvent.keyboard(key);
        noActiveOption();
        expect(box()).toHaveAttribute('aria-expanded', 'true');
        expect(options().length).toBeGreaterThan(1);
        // The field keeps the suggestion it was filled with, and the caret moves in it.
        expect(box()).toHaveValue('espressotassen-set');
        expect(input().selectionStart).toBe(caret);
        // Down Arrow moves into the list again, from its start.
        await userEvent.keyboard('{ArrowDown}');
        expect(highlighted()).toBe(options()[0]);
      },
    );

    it('the default caret move is left to the browser: Left/Right Arrow are not prevented', async () => {
      await withActiveOption();
      for (const key of ['ArrowLeft', 'ArrowRight']) {
        await userEvent.keyboard('{ArrowDown}');
        expect(fireEvent.keyDown(box(), { key })).toBe(true);
      }
    });

    it.each<[string, number]>([
      ['{Home}', 0],
      ['{End}', 'espressotassen-set'.length],
    ])('%s: returns focus to the input, the list stays open, the caret at %i', async (key, caret) => {
      await withActiveOption();
      input().setSelectionRange(3, 3);
      await userEvent.keyboard(key);
      noActiveOption();
      expect(box()).toHaveAttribute('aria-expanded', 'true');
      expect(box()).toHaveValue('espressotassen-set');
      expect(input().selectionStart).toBe(caret);
      expect(input().selectionEnd).toBe(caret);
    });

    it('Home and End in the input with no option active move the caret, never into the list', async () => {
      const { page } = setup();
      render(page);
      await typeAndWait('tasse', 2);
      await userEvent.keyboard('{Home}');
      noActiveOption();
      expect(input().selectionStart).toBe(0);
      await userEvent.keyboard('{End}');
      noActiveOption();
      expect(input().selectionStart).toBe('tasse'.length);
      expect(box()).toHaveAttribute('aria-expanded', 'true');
    });

    it('overlay: the typed text stays after Left Arrow, and Enter then submits it', async () => {
      await withActiveOption('overlay');
      await userEvent.keyboard('{ArrowLeft}');
      noActiveOption();
      expect(box()).toHaveValue('tasse');
      await userEvent.keyboard('{Enter}');
      expect(assign).toHaveBeenCalledWith('/search?query=tasse');
    });
  });

  it('flyout: a highlighted product leaves the typed text in the field', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()?.textContent).toContain('Espressotassen-Set');
    expect(box()).toHaveValue('tasse');
  });

  it('Enter on a highlighted term submits that term', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(assign).toHaveBeenCalledWith('/search?query=espressotassen-set');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)!)).toEqual(['espressotassen-set']);
  });

  it('Enter on a highlighted product goes to its page with query and dim1', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(assign).toHaveBeenCalledWith('/p/espressotassen-set-creme/100072?query=tasse&dim1=100072-cream');
  });

  it('Enter with the list open and nothing highlighted submits the typed text', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/search?query=tasse');
  });

  it('Tab leaves: the list closes and nothing is picked', async () => {
    const { page } = setup({ variant: 'overlay' });
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('tasse');
    expect(assign).not.toHaveBeenCalled();
  });

  it('a click on a term option submits it', async () => {
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    await userEvent.click(within(screen.getByRole('group', { name: 'Suchvorschläge' })).getByRole('option'));
    expect(assign).toHaveBeenCalledWith('/search?query=espressotassen-set');
  });

  it('a click on a product thumbnail opens the product in a new tab (noopener, noreferrer)', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { page } = setup();
    render(page);
    await typeAndWait('tasse', 2);
    const product = within(screen.getByRole('group', { name: 'Produktvorschläge' })).getAllByRole('option')[0]!;
    await userEvent.click(product.querySelector('[data-new-tab]')!);
    expect(open).toHaveBeenCalledWith(
      '/p/espressotassen-set-creme/100072?query=tasse&dim1=100072-cream',
      '_blank',
      'noopener,noreferrer',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('SearchBox: suggestions', () => {
  it.each<[SearchVariant, string, string]>([
    ['overlay', 'ta', 'tas'],
    ['flyout', 't', 'ta'],
  ])('%s: below the minimum ("%s") no call and no list; at it ("%s") one call', async (variant, short, enough) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { page, calls } = setup({ variant });
    render(page);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box(), short);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(calls).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.clear(box());
    await user.type(box(), enough);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain(`q=${enough}`);
  });

  it('the status says loading until the answer, then the count (after the debounce, not per key)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { page } = setup();
    render(page);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(box(), 'tass');
    expect(status()).toHaveTextContent('Wird geladen');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    await waitFor(() => expect(status()).toHaveTextContent(/\d+ Vorschläge verfügbar/));
  });

  it('special characters are shown as typed, never as markup; the typed part plain, the rest bold', async () => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(['<b>x</b> tasse']));
    const { page } = setup();
    render(page);
    await userEvent.type(box(), '<b>');
    const option = options()[0]!;
    expect(option).toHaveTextContent('<b>x</b> tasse');
    expect(option.querySelector('b')).toBeNull();
    expect([...option.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['x</b> tasse']);
  });

  it('a failed request empties the lists and is logged', async () => {
    const { page, reference } = setup({ variant: 'overlay' });
    reference.faults.set(`GET ${SUGGESTIONS_PATH}`, { status: 500 });
    render(page);
    await userEvent.type(box(), 'tasse');
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Error while loading search suggestions', expect.anything()),
    );
    expect(options()).toEqual([]);
    expect(status()).toHaveTextContent('Keine Vorschläge');
  });
});

describe('productLink', () => {
  it.each([
    ['/p/x/1', 'kaffee', undefined, '/p/x/1?query=kaffee'],
    ['/p/x/1?color=red', ' tee ', 'k1', '/p/x/1?color=red&query=tee&dim1=k1'],
    ['https://shop.example/p/1#top', 'a&b', 'k 2', 'https://shop.example/p/1?query=a%26b&dim1=k+2#top'],
    ['javascript:alert(1)', 'x', undefined, null],
    ['', 'x', undefined, null],
  ])('%s with %s and dim1 %s → %s', (productViewUrl, typed, key, expected) => {
    expect(productLink({ productViewUrl, webshopProductDimensionKey: key }, typed)).toBe(expected);
  });
});
