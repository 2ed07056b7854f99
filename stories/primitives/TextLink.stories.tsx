import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textLinkVariants } from '../../design-tokens';
import { TextLink } from '../../src/primitives/TextLink';
import { color, tokens } from '../../src/styles/theme.css';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  args: { href: '/privacy', children: 'Datenschutzhinweisen' },
  argTypes: {
    variant: { control: 'inline-radio', options: textLinkVariants },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A link in text or on its own line. `inline` sits in running text (legal notes, consent texts, the sales-tax note);',
          '`standalone` stands alone (bold, with a chevron), e.g. "Alle Filialen anzeigen". For a call to action that looks like',
          'a button use Button with `href`; for navigation menus use the header navigation.',
          'Absolute URLs and `target="_blank"` get `rel="noopener noreferrer"`. With `asChild` a router link renders as the link.',
          '',
          "**Accessibility:** a native `<a href>`: Tab reaches it, Enter follows it. Its colour is the theme's text colour (4.5:1 on",
          'surface and raised surface in all 12 themes) and it is told apart from the text around it by its underline, not by hue;',
          'hover thickens the underline, focus shows the focus ring. The chevron is decorative. When it opens a new window,',
          '`newWindowLabel` (from the catalog, e.g. "(öffnet in neuem Fenster)") is added to its name, visually hidden.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InlineInParagraph: Story = {
  render: (args) => (
    <p style={{ maxWidth: 640 }}>
      Ihre Daten verwenden wir nur für den Versand des Newsletters. Mehr dazu in unseren <TextLink {...args} />. Die
      Abmeldung ist jederzeit über den Link in jeder E-Mail möglich.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/service/storefinder/', children: 'Alle Filialen anzeigen' },
};

export const External: Story = {
  render: () => (
    <div className={styles.stack}>
      <p>
        Aktuelles aus dem Unternehmen im{' '}
        <TextLink href="https://example.org/blog" target="_blank" newWindowLabel="(öffnet in neuem Fenster)">
          Unternehmensblog
        </TextLink>
        .
      </p>
      <TextLink
        variant="standalone"
        href="https://example.org/karriere"
        target="_blank"
        newWindowLabel="(öffnet in neuem Fenster)"
      >
        Karriere
      </TextLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Unternehmensblog (öffnet in neuem Fenster)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Stands in for a router's link component: takes `to`, renders an <a>. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} {...rest}>
        {children}
      </a>
    );
  },
);

export const AsChild: Story = {
  render: () => (
    <TextLink asChild variant="standalone">
      <RouterLink to="/account">Zu Ihrem Kundenkonto</RouterLink>
    </TextLink>
  ),
};

export const Keyboard: Story = {
  render: (args) => (
    <p>
      Mehr in unseren <TextLink {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Datenschutzhinweisen' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: () => (
    <ThemeMatrix>
      {() => (
        <div className={styles.stack}>
          <p>
            Auf der Fläche: unsere <TextLink href="/privacy">Datenschutzhinweise</TextLink> und{' '}
            <TextLink href="/terms">AGB</TextLink>.
          </p>
          <div style={{ backgroundColor: color.surfaceRaised, padding: tokens.space.m, borderRadius: tokens.radius.m }}>
            <p>
              Auf der erhöhten Fläche: <TextLink href="/contact">Kontakt</TextLink>.
            </p>
          </div>
          <TextLink variant="standalone" href="/service/storefinder/">
            Alle Filialen anzeigen
          </TextLink>
        </div>
      )}
    </ThemeMatrix>
  ),
};
