import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from '../../src/primitives/SafeHtml';
import { hostileMarkup } from '../../src/primitives/SafeHtml/testing';

const pwned = () => (window as { __pwned?: number }).__pwned;

const meta = {
  title: 'Primitives/SafeHtml',
  component: SafeHtml,
  parameters: {
    docs: {
      description: {
        component: [
          'The one place CMS markup reaches the DOM: a small allow-list (emphasis, breaks, paragraphs, lists,',
          'links); a link leaving the shop gets rel="noopener noreferrer"; no script, style, event handler,',
          '`javascript:` or `data:` address survives. Sanitised during render without a DOM (js-xss), the same on',
          'the server and in the browser: the server’s HTML has the clean text, and the browser never parses the',
          'hostile markup. `as="span"` keeps a run of text (no paragraphs or lists). Nothing else in the codebase',
          'may use dangerouslySetInnerHTML (lint).',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllowedMarkup: Story = {
  args: {
    html: '<p>Gilt <strong>bis 31.12.</strong><br><em>nur online</em></p><ul><li><a href="/agb">AGB</a></li><li><a href="https://example.org/">Partner</a></li></ul>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agb = await canvas.findByRole('link', { name: 'AGB' });
    await expect(agb).toHaveAttribute('href', '/agb');
    await expect(agb).not.toHaveAttribute('rel');
    await expect(canvas.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('p strong')?.textContent).toBe('bis 31.12.');
    await expect(canvasElement.querySelector('p br')).not.toBeNull();
    await expect(canvas.getByRole('list')).toBeInTheDocument();
  },
};

export const HostileMarkup: Story = {
  args: { html: hostileMarkup },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sanitised during render: the clean text is there with the first render.
    const root = canvas.getByText('gestylt').parentElement!;
    await expect(root.querySelector('script, img, iframe, style, svg, form, input')).toBeNull();
    for (const element of root.querySelectorAll('*'))
      for (const attribute of element.getAttributeNames()) await expect(['href', 'rel']).toContain(attribute);
    for (const link of root.querySelectorAll('a[href]'))
      await expect(link.getAttribute('href')).not.toMatch(/^\s*(javascript|data):/i);
    await expect(root.textContent).toContain('Teilnahme ab 18.');
    await expect(root.textContent).toContain('fett');
    await expect(pwned()).toBeUndefined();
  },
};
