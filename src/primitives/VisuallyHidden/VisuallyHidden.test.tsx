import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its container', () => {
    render(
      <button type="button">
        <VisuallyHidden>Warenkorb, 3 Artikel</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Warenkorb, 3 Artikel' })).toBeInTheDocument();
  });

  it('renders its child element with asChild', () => {
    render(
      <VisuallyHidden asChild>
        <h1>Seitentitel</h1>
      </VisuallyHidden>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Seitentitel' });
    expect(h1.tagName).toBe('H1');
    expect(h1.className).not.toBe('');
  });

  it('renders on the server with a class and no style attribute (the strict CSP blocks those)', () => {
    const html = renderToString(<VisuallyHidden>nur für Screenreader</VisuallyHidden>);
    expect(html).toMatch(/^<span class="[^"]+">nur für Screenreader<\/span>$/);
    expect(html).not.toContain('style=');
  });
});
