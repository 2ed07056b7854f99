import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { inlineSeededImage } from '../../support/images';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from '../../../src/features/search';
import { RECENT_SEARCHES_STORAGE_KEY, searchVariants } from '../../../src/features/search/constants';
import { StorefrontProvider } from '../../../src/kernel';
import { type StorefrontMessages } from '../../../src/compositions/messages';
import { removeStored, writeJson } from '../../../src/platform/browser';
import { createServiceClient, SUGGESTIONS_PATH, type Suggestions } from '../../../src/services';
import { resolveSite } from '../../../src/platform/site';
import { referenceServices, storyReference } from '../../support/referenceServices';
import { storyTexts } from '../header/HeaderStoryPage';

/**
 * What a story does to the reference services' suggestion answers before the box sees them: Storybook serves no /img,
 * so thumbnails are put in the page inline (`inline`, the default), unless the story shows failed images
 * (`as-sent`); `terms` and `products` keep only that list (thumbnails inline).
 */
type Answer = 'inline' | 'as-sent' | 'terms' | 'products';

interface StoryParameters {
  suggestions?: Answer;
  /** Recent searches in local storage before the story renders (the "recentSearchTerms" entry). */
  recentSearches?: readonly string[];
}

type Context = Pick<StoryContext, 'globals' | 'loaded' | 'id' | 'title' | 'name' | 'canvasElement' | 'parameters'>;

function rewrite(answer: Answer, body: Suggestions): Suggestions {
  const products =
    answer === 'as-sent'
      ? body.products
      : body.products.map((p) => ({ ...p, imageProductThumb: inlineSeededImage(p.imageProductThumb) }));
  return {
    searchTerms: answer === 'products' ? [] : body.searchTerms,
    products: answer === 'terms' ? [] : products,
  };
}

/**
 * The box on the story's reference services, through a client whose fetch adjusts the suggestion answers (see
 * `answers`); everything else goes to the services unchanged.
 */
function StorySearch({ context, variant }: { context: Context; variant: (typeof searchVariants)[number] }) {
  const reference = storyReference(context);
  const { suggestions = 'inline' } = context.parameters as StoryParameters;
  const site = resolveSite(context.globals.site).code;
  // One client per story render: a new client each render would start the suggestion call again.
  const client = useMemo(() => {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await reference.fetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(SUGGESTIONS_PATH) || !response.ok) return response;
      const body = rewrite(suggestions, (await response.json()) as Suggestions);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    return createServiceClient({ fetch, site });
  }, [reference, suggestions, site]);
  return (
    <StorefrontProvider
      site={context.globals.site}
      messages={(context.loaded as { messages: StorefrontMessages }).messages}
      services={client}
    >
      <SearchBox variant={variant} inputId="search" />
    </StorefrontProvider>
  );
}

const meta = {
  title: 'Features/Search/SearchBox',
  component: SearchBox,
  args: { variant: 'flyout' },
  argTypes: { variant: { control: 'inline-radio', options: searchVariants } },
  render: (args, context) => <StorySearch context={context} variant={args.variant} />,
  beforeEach: (context) => {
    const { recentSearches } = context.parameters as StoryParameters;
    if (recentSearches) writeJson('local', RECENT_SEARCHES_STORAGE_KEY, recentSearches);
    else removeStored('local', RECENT_SEARCHES_STORAGE_KEY);
    return () => removeStored('local', RECENT_SEARCHES_STORAGE_KEY);
  },
  parameters: {
    docs: {
      // The story renders a wrapper holding the story context (cyclic): the docs' JSX source would recurse forever.
      source: { type: 'code' },
      description: {
        component: [
          'The search box: an APG combobox with a listbox popup (Downshift `useCombobox`) of recent',
          'searches, term suggestions and product tiles, inside a GET form to `/search?query=` that works without script.',
          '`variant="flyout"` is the new header (suggestions from 2 characters, the highlighted suggestion fills the',
          'field, a 270/350 px popup), `variant="overlay"` the old header (from 3 characters, a 550 px panel).',
          '',
          '**Keyboard:** ArrowDown/ArrowUp move through all options with wrapping; Enter activates the highlighted',
          'option (a term searches, a product opens its page; Ctrl/Cmd+Enter in a new tab) or submits the typed text;',
          'ArrowLeft/ArrowRight and Home/End return to the text (no option active, the list stays open, the field keeps',
          'what it shows) and move the caret; Escape closes the list (and brings the typed text back); Tab leaves.',
          '',
          '**Announcements:** each group is labelled; a polite status says "Wird geladen …" while suggestions load and',
          'then how many there are.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (context: Context) => within(context.canvasElement);
const box = (context: Context) => canvas(context).getByRole('combobox');
const optionsOf = (context: Context) =>
  within(canvas(context).getByRole('listbox', { hidden: true })).queryAllByRole('option');
const status = (context: Context) => canvas(context).getByRole('status');

/** Types into the box and waits until the suggestions have answered. */
async function typeAndSettle(context: Context, text: string) {
  const texts = storyTexts(context);
  await userEvent.type(box(context), text);
  await waitFor(() => expect(status(context)).not.toHaveTextContent(texts('common.loading')));
}

/** Nothing typed, not focused: the short placeholder. */
export const Empty: Story = {
  play: async (context) => {
    await expect(box(context)).toHaveAttribute('placeholder', storyTexts(context)('search.placeholderShort'));
    await expect(box(context)).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * One character in the new header (minimum 2): no call, no list, and the status says nothing ("Keine
 * Vorschläge" answers a search; nothing was asked yet).
 */
export const TypingBelowMinimum: Story = {
  play: async (context) => {
    await userEvent.type(box(context), 'k');
    await expect(box(context)).toHaveAttribute('placeholder', storyTexts(context)('search.placeholder'));
    await expect(status(context)).toHaveTextContent(/^$/);
    await expect(box(context)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing a word with suggestions, the status says loading (the call has not answered yet). */
async function showsLoading(context: Context) {
  await userEvent.type(box(context), 'tasse');
  await waitFor(() => expect(status(context)).toHaveTextContent(storyTexts(context)('common.loading')));
}

/** The suggestion call hangs: the spinner shows and the status says loading. */
export const Loading: Story = {
  parameters: referenceServices((reference) => reference.faults.set(`GET ${SUGGESTIONS_PATH}`, { hang: true })),
  play: async (context) => showsLoading(context),
};

/** Only term suggestions: the narrow 270 px panel. */
export const TermsOnly: Story = {
  parameters: { suggestions: 'terms' },
  play: async (context) => {
    await typeAndSettle(context, 'kaffee');
    await waitFor(() =>
      expect(canvas(context).getByRole('group', { name: storyTexts(context)('search.termSuggestions') })).toBeVisible(),
    );
    await expect(
      canvas(context).queryByRole('group', { name: storyTexts(context)('search.productSuggestions') }),
    ).toBeNull();
  },
};

/** Only product tiles: the 350 px panel. */
export const ProductsOnly: Story = {
  parameters: { suggestions: 'products' },
  play: async (context) => {
    await typeAndSettle(context, 'tasse');
    await waitFor(() =>
      expect(
        canvas(context).getByRole('group', { name: storyTexts(context)('search.productSuggestions') }),
      ).toBeVisible(),
    );
    await expect(
      canvas(context).queryByRole('group', { name: storyTexts(context)('search.termSuggestions') }),
    ).toBeNull();
  },
};

/** Recent searches above terms and products; ArrowDown highlights the first and (new header) fills the field. */
export const BothWithHistory: Story = {
  parameters: { recentSearches: ['Espressotasse weiß', 'Tee', 'Tassen-Set'] },
  play: async (context) => {
    const texts = storyTexts(context);
    await typeAndSettle(context, 'tass');
    await waitFor(() =>
      expect(canvas(context).getByRole('group', { name: texts('search.productSuggestions') })).toBeVisible(),
    );
    const history = within(canvas(context).getByRole('group', { name: texts('search.history') })).getAllByRole(
      'option',
    );
    await expect(history.map((o) => o.textContent)).toEqual(['Espressotasse weiß', 'Tassen-Set']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box(context)).toHaveValue('Espressotasse weiß');
    await expect(status(context)).toHaveTextContent(texts('search.available', { count: optionsOf(context).length }));
  },
};

/** Nothing matches: no list, the status says so. */
export const NoResults: Story = {
  play: async (context) => {
    await typeAndSettle(context, 'zzzz');
    await expect(status(context)).toHaveTextContent(storyTexts(context)('search.available', { count: 0 }));
    await expect(box(context)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The call fails (old header: no retry): logged, the lists are empty. */
export const RequestFailed: Story = {
  args: { variant: 'overlay' },
  parameters: referenceServices((reference) => reference.faults.set(`GET ${SUGGESTIONS_PATH}`, { status: 500 })),
  play: async (context) => {
    await typeAndSettle(context, 'tasse');
    await expect(status(context)).toHaveTextContent(storyTexts(context)('search.available', { count: 0 }));
    await expect(box(context)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The call fails with 500 in the new header: it is retried (4 times, 2 s apart), so the box keeps loading. */
export const Retrying: Story = {
  parameters: referenceServices((reference) => reference.faults.set(`GET ${SUGGESTIONS_PATH}`, { status: 500 })),
  play: async (context) => showsLoading(context),
};

/** The thumbnails fail to load: each is replaced by the empty box carrying its alt text. */
export const ImageFailed: Story = {
  parameters: { suggestions: 'as-sent' },
  play: async (context) => {
    await typeAndSettle(context, 'tasse');
    await waitFor(() =>
      expect(
        canvas(context).getByRole('group', { name: storyTexts(context)('search.productSuggestions') }),
      ).toBeVisible(),
    );
    await waitFor(() => expect(context.canvasElement.querySelector('[role="option"] img')).toBeNull());
  },
};

/** The old header's overlay search (minimum 3 characters, 550 px panel). */
export const Overlay: Story = {
  args: { variant: 'overlay' },
  parameters: { recentSearches: ['Espressotasse'] },
  play: async (context) => {
    await typeAndSettle(context, 'tasse');
    await waitFor(() => expect(optionsOf(context).length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}');
    // The overlay does not fill the field with the highlighted suggestion.
    await expect(box(context)).toHaveValue('tasse');
  },
};

/** The new header's search (minimum 2 characters, 270/350 px popup under the box). */
export const Flyout: Story = {
  play: async (context) => {
    await typeAndSettle(context, 'ta');
    await waitFor(() => expect(optionsOf(context).length).toBeGreaterThan(1));
  },
};

/**
 * Long words wrap inside the panel instead of widening it: each story shows two long recent searches and checks that
 * the list scrolls nowhere sideways.
 */
const longWords = (site: string, recentSearches: readonly string[]): Story => ({
  globals: { site },
  parameters: { recentSearches },
  play: async (context) => {
    await userEvent.click(box(context));
    await waitFor(() => expect(optionsOf(context)).toHaveLength(2));
    const list = canvas(context).getByRole('listbox');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
});

export const LongWordsGerman = longWords('DE', [
  'Kaffeevollautomatenentkalkungstabletten',
  'Milchaufschäumerreinigungsflüssigkeit',
]);
export const LongWordsHungarian = longWords('HU', [
  'Legeslegmegszentségteleníttethetetlenebbjeitekként',
  'kávéfőzőgép-vízkőmentesítő',
]);
export const LongWordsFrench = longWords('CH_FR', [
  'anticonstitutionnellement',
  'machine-à-café-entièrement-automatique',
]);
