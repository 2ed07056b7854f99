// The README's code blocks under "Using the package" and "Use Crema in your app" are the files in readme/, word for
// word: type-checked with the consumer's strict tsconfig (unused names are errors, as in a strict build) and rendered
// here from the built package, so a snippet that would fail when pasted into an app fails here first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CzechShop } from './readme/reference-services';
import { AddToCart } from './readme/using-the-package';
import { Checkout, brandCss } from './readme/theme-it';
import { App } from './readme/your-app';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const snippet = (file: string) => readFileSync(join(import.meta.dirname, 'readme', file), 'utf8');

/** The ```tsx blocks of the README section headed `## title`, in order. */
function blocksOf(title: string): string[] {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no section "${title}"`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe("the README's snippets", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['Using the package', ['using-the-package.tsx', 'reference-services.tsx']],
    ['Theme it', ['theme-it.tsx']],
    ['Use Crema in your app', ['your-app.tsx']],
  ])('"%s": its code blocks are %j, in that order', (title, files) => {
    expect(blocksOf(title)).toEqual(files.map(snippet));
  });

  it('the brand theme: passes the contrast check, sets --crema-color-accent under its class, wraps the Button', () => {
    expect(brandCss).toMatch(/^\.brand \{\n/);
    expect(brandCss).toContain('  --crema-color-accent: #0a5c36;');
    expect(renderToString(<Checkout />)).toMatch(/<div class="brand"><button[^>]*>.*Zur Kasse/);
  });

  it('the Button: a named button that works, on the server and in the page', async () => {
    expect(renderToString(<AddToCart onAdd={() => {}} />)).toContain('In den Warenkorb');
    const onAdd = vi.fn();
    render(<AddToCart onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('the reference services with a fault: a failing personal-data call leaves the visitor signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(renderToString(<CzechShop />)).toContain('signed out');
    render(<CzechShop />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    // The injected fault was answered (500) and logged, as the error catalogue says, never thrown.
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
  });

  it('the header: skip links, the navigation it loads and the cart button, with no error in the console', async () => {
    const errors = vi.spyOn(console, 'error');
    expect(renderToString(<App />)).toContain('Zum Inhalt springen');
    render(<App />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
    // The navigation it loaded from the services: the top level's openers, in the named navigation landmark.
    const coffee = await within(header).findByRole('button', { name: 'Kaffee' });
    expect(coffee.closest('nav')).toHaveAccessibleName('Hauptnavigation');
    // The cart button with the mini cart's count, opening the mini cart once interactive.
    expect(await within(header).findByRole('button', { name: /^Warenkorb, / })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(errors.mock.calls).toEqual([]);
  });
});
