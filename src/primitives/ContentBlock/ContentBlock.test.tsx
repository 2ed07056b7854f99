import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { ContentWidth } from '../../../design-tokens';
import { atomsOf } from '../Box/atoms.testing';
import { ContentBlock } from './ContentBlock';

describe('ContentBlock', () => {
  it('centres its content at the page width by default, without gutters', () => {
    render(<ContentBlock data-testid="c">Inhalt</ContentBlock>);
    const block = screen.getByTestId('c');
    expect(atomsOf(block)).toEqual(['width_full', 'maxWidth_page', 'marginInline_auto']);
  });

  it('caps running text at the text width; with gutter it keeps off the edge (l on phones, xl from m up)', () => {
    render(
      <ContentBlock data-testid="c" width="text" gutter>
        Inhalt
      </ContentBlock>,
    );
    expect(atomsOf(screen.getByTestId('c'))).toEqual(
      expect.arrayContaining([
        'maxWidth_text',
        'paddingLeft_l_base',
        'paddingRight_l_base',
        'paddingLeft_xl_m',
        'paddingRight_xl_m',
      ]),
    );
  });

  it('renders the sectioning element named by `as`, forwards its ref and merges className', () => {
    const ref = createRef<HTMLElement>();
    render(
      <ContentBlock ref={ref} as="main" id="content" className="mine">
        Inhalt
      </ContentBlock>,
    );
    const main = screen.getByRole('main');
    expect(ref.current).toBe(main);
    expect(main).toHaveAttribute('id', 'content');
    expect(main).toHaveClass('mine');
  });

  it('an unknown width falls back to page with one warning; renders on the server', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ContentBlock data-testid="c" width={'wide' as ContentWidth} />);
    expect(atomsOf(screen.getByTestId('c'))).toContain('maxWidth_page');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(renderToString(<ContentBlock as="main">x</ContentBlock>)).toMatch(/^<main class="[^"]*maxWidth_page/);
  });
});
