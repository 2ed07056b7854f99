import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Space } from '../../../design-tokens';
import { atomsOf } from '../Box/atoms.testing';
import { Stack } from './Stack';

describe('Stack', () => {
  it('is a flex column with the space between its children, stretched across by default', () => {
    render(
      <Stack data-testid="s" space="l">
        <p>Eins</p>
        <p>Zwei</p>
      </Stack>,
    );
    const stack = screen.getByTestId('s');
    expect(stack.tagName).toBe('DIV');
    expect(atomsOf(stack)).toEqual(
      expect.arrayContaining([
        'display_flex_base',
        'flexDirection_column_base',
        'gap_l_base',
        'alignItems_stretch_base',
      ]),
    );
    // Children stay as they are: no wrappers around them.
    expect(stack.children).toHaveLength(2);
    expect(stack.children[0]?.tagName).toBe('P');
  });

  it('takes responsive space and alignment as an object or an array (base, s, m, l, …)', () => {
    render(
      <Stack data-testid="s" space={{ base: 's', l: 'xl' }} align={['start', null, 'center']}>
        <p>Eins</p>
      </Stack>,
    );
    expect(atomsOf(screen.getByTestId('s'))).toEqual(
      expect.arrayContaining(['gap_s_base', 'gap_xl_l', 'alignItems_flex-start_base', 'alignItems_center_m']),
    );
  });

  it('as a list puts each child in an li, fragments opened and empty children left out', () => {
    const more = true;
    render(
      <Stack as="ul" space="m" aria-label="Vorteile">
        <span>Versandkostenfrei ab 20 €</span>
        {false}
        {null}
        {more && (
          <>
            <span>Gratis-Rückversand</span>
            <span>Kauf auf Rechnung</span>
          </>
        )}
        Treuebohnen sammeln
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Vorteile' });
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Versandkostenfrei ab 20 €',
      'Gratis-Rückversand',
      'Kauf auf Rechnung',
      'Treuebohnen sammeln',
    ]);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    // A list used for layout drops bullets and indent and says it is a list (Safari would drop the role).
    expect(list).toHaveAttribute('role', 'list');
    expect(atomsOf(list)).toEqual(
      expect.arrayContaining(['listStyleType_none', 'padding_none_base', 'margin_none_base', 'gap_m_base']),
    );
  });

  it('an ordered list keeps its element; sectioning elements carry their landmark', () => {
    const { rerender } = render(
      <Stack as="ol" space="s">
        <span>Erst</span>
        <span>Dann</span>
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    rerender(
      <Stack as="nav" aria-label="Service" space="s">
        <a href="/hilfe">Hilfe</a>
      </Stack>,
    );
    const nav = screen.getByRole('navigation', { name: 'Service' });
    expect(nav.querySelector('li')).toBeNull();
  });

  it('spreads native props, merges className and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Stack ref={ref} as="section" aria-labelledby="h" id="x" className="mine" space="s">
        <h2 id="h">Neu</h2>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Neu' });
    expect(ref.current).toBe(region);
    expect(region).toHaveAttribute('id', 'x');
    expect(region).toHaveClass('mine');
    expect(atomsOf(region)).toContain('gap_s_base');
  });

  it('an unknown space or element falls back (none, div) with one warning each, never a throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { space: 'huge' as Space, as: 'table' as 'div' };
    render(
      <Stack data-testid="s" {...bad}>
        <p>Eins</p>
      </Stack>,
    );
    const stack = screen.getByTestId('s');
    expect(stack.tagName).toBe('DIV');
    expect(atomsOf(stack)).toContain('gap_none_base');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('renders on the server: classes only, list items in place', () => {
    const html = renderToString(
      <Stack as="ul" space={{ base: 's', m: 'l' }}>
        <span>Eins</span>
        <span>Zwei</span>
      </Stack>,
    );
    expect(html).toMatch(/^<ul role="list" class="[^"]*sprinkles_gap_l_m[^"]*"><li>/);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).not.toContain('style=');
  });
});
