// The built package (dist/) used the way an app uses it: imported by its name through the exports map.
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import 'crema/styles.css';
import { themeClasses } from 'crema';
import { ConsumerApp, themeCount } from './app';
import { packageOf, reachableModules } from './distModules';
import { Shop, loadCart, loadCzechMessages, reference } from './shop';

const require = createRequire(import.meta.url);

describe('crema as a consumer sees it', () => {
  it('resolves "crema" to the built dist/, not to src/', () => {
    const resolved = import.meta.resolve('crema');
    expect(resolved).toMatch(/\/dist\/index\.js$/);
    expect(existsSync(new URL(resolved))).toBe(true);
    expect(require.resolve('crema/styles.css')).toMatch(/dist\/crema\.css$/);
    expect(readFileSync(require.resolve('crema/styles.css'), 'utf8')).toContain(`.${themeClasses['coffee-dark']}`);
    expect(themeCount).toBe(12);
  });

  it('every entry of the exports map points at a file that exists', () => {
    const root = join(import.meta.dirname, '..', '..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
    };
    const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
    const missing = targets.filter((t) => !existsSync(join(root, t)));
    expect(missing).toEqual([]);
  });

  it('resolves crema/server, crema/services and crema/mocks to their built entries', () => {
    expect(import.meta.resolve('crema/server')).toMatch(/\/dist\/server\.js$/);
    expect(import.meta.resolve('crema/services')).toMatch(/\/dist\/services\.js$/);
    expect(import.meta.resolve('crema/mocks')).toMatch(/\/dist\/mocks\.js$/);
  });

  it('crema, crema/server and crema/services do not need hono (only crema/mocks does)', () => {
    /** The packages imported by every built module an entry reaches through its relative imports. */
    const packagesOf = (entry: string) =>
      new Set(
        [...reachableModules(entry).values()].flatMap((module) =>
          module.imports.filter((i) => i.file === undefined).map((i) => packageOf(i.spec)),
        ),
      );
    expect(packagesOf('index.js').has('hono')).toBe(false);
    expect(packagesOf('server.js').has('hono')).toBe(false);
    expect(packagesOf('services.js').has('hono')).toBe(false);
    expect(packagesOf('mocks.js').has('hono')).toBe(true);
  });

  it('the root entry lists at most 150 names: the rest is in crema/server, crema/services or a namespace', async () => {
    const names = Object.keys(await import('crema'));
    expect(names.length).toBeLessThanOrEqual(150);
  });

  it("a compound component's parts are only its members (Modal.Root), never also names of the root (ModalRoot)", async () => {
    const root: Record<string, unknown> = await import('crema');
    /** A React component: a function component (capitalised) or an exotic one (forwardRef, memo, lazy). */
    const isComponent = (value: unknown) =>
      (typeof value === 'function' && /^[A-Z]/.test(value.name)) ||
      (typeof value === 'object' && value !== null && '$$typeof' in value);
    /** Every export with capitalised members that are components (`Modal`, and `Select`, itself a component too). */
    const compounds = Object.entries(root).flatMap(([name, value]) => {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
      const parts = Object.entries(value)
        .filter(([part, member]) => /^[A-Z]/.test(part) && isComponent(member))
        .map(([part]) => part);
      return parts.length > 0 ? [{ name, parts }] : [];
    });
    expect(compounds.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Accordion', 'Minicart', 'Modal', 'Popover', 'Select']),
    );
    const flatNames = compounds.flatMap(({ name, parts }) => parts.map((part) => `${name}${part}`));
    expect(flatNames.filter((flat) => flat in root)).toEqual([]);
  });

  it('a shop of the three entries: the service client against the reference services, Czech texts, the visitor', async () => {
    const cart = await loadCart();
    expect(cart.ok).toBe(true);
    reference.faults.set('GET /service/customerfrontenddata/api/v1/psdata', { status: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages = await loadCzechMessages();
    expect(renderToString(<Shop messages={messages} />)).toContain('Heslo');
    render(<Shop messages={messages} />);
    expect(screen.getByLabelText('Heslo', { exact: true })).toBeInTheDocument();
    // psdata fails → logged out, once loaded in the browser.
    expect(await screen.findByTestId('visitor')).toHaveTextContent('out');
    // The shop header from the built package: Czech skip links, the navigation it loaded, the cart button with the
    // mini cart's count (it opens the mini cart once interactive).
    expect(screen.getByRole('link', { name: 'Přejít na obsah' })).toHaveAttribute('href', '#main');
    expect(await screen.findByRole('link', { name: 'Dárkové karty' })).toHaveAttribute('href', '/c/geschenkkarte');
    expect(await screen.findByRole('button', { name: /^Košík, / })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('renders on the server', () => {
    const html = renderToString(<ConsumerApp onBuy={() => {}} />);
    expect(html).toContain('Jetzt kaufen');
    expect(html).toContain('aria-label="Schließen"');
    expect(html).toContain('data-crema-theme="coffee-dark"');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('renders and works in a DOM', async () => {
    const onBuy = vi.fn();
    render(<ConsumerApp onBuy={onBuy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(onBuy).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('opens the Modal, traps focus in it and returns focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    render(<ConsumerApp onBuy={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Versandkosten' });
    expect(dialog).toHaveTextContent('Ab 20 € versandkostenfrei.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
