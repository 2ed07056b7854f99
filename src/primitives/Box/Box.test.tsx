import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Sprinkles } from '../../styles/sprinkles.css';
import { atomsOf } from './atoms.testing';
import { Box } from './Box';

describe('Box', () => {
  it('renders a div with the sprinkles props as classes, responsive ones per condition', () => {
    render(
      <Box
        data-testid="b"
        display={{ base: 'block', m: 'flex' }}
        gap="s"
        paddingX={['l', null, 'xl']}
        background="raised"
      >
        Inhalt
      </Box>,
    );
    const box = screen.getByTestId('b');
    expect(box.tagName).toBe('DIV');
    expect(atomsOf(box)).toEqual(
      expect.arrayContaining([
        'display_block_base',
        'display_flex_m',
        'gap_s_base',
        'paddingLeft_l_base',
        'paddingRight_l_base',
        'paddingLeft_xl_m',
        'paddingRight_xl_m',
        'background_raised',
      ]),
    );
    expect(box).not.toHaveAttribute('style');
  });

  it('renders the element named by `as`, spreads native props, merges className and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box ref={ref} as="section" aria-label="Angebote" id="offers" className="mine" padding="l">
        Inhalt
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'Angebote' });
    expect(ref.current).toBe(region);
    expect(region).toHaveAttribute('id', 'offers');
    expect(region).toHaveClass('mine');
    expect(atomsOf(region)).toContain('padding_l_base');
  });

  it('without sprinkles props or className it renders no class attribute', () => {
    render(<Box data-testid="b" />);
    expect(screen.getByTestId('b')).not.toHaveAttribute('class');
  });

  it('leaves out a value sprinkles does not know, with one warning, and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { gap: 'huge', padding: 's' } as unknown as Sprinkles;
    render(
      <>
        <Box data-testid="a" {...bad} />
        <Box data-testid="b" {...bad} />
      </>,
    );
    for (const id of ['a', 'b']) expect(atomsOf(screen.getByTestId(id))).toEqual(['padding_s_base']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Box: .*gap.*huge.*left out/);
  });

  it('renders on the server with classes, not style attributes', () => {
    const html = renderToString(
      <Box as="nav" aria-label="Hauptnavigation" display="flex" gap={{ base: 's', l: 'xl' }}>
        Inhalt
      </Box>,
    );
    expect(html).toMatch(/^<nav aria-label="Hauptnavigation" class="[^"]*sprinkles_gap_xl_l/);
    expect(html).not.toContain('style=');
  });
});
