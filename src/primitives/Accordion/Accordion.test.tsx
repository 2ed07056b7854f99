import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { accordionHeadingLevels, type AccordionHeadingLevel } from '../../../design-tokens';
import { Accordion, type AccordionRootProps } from './Accordion';

const sections = [
  { value: 'service', title: 'Service', body: 'Kundenservice und Hilfe' },
  { value: 'delivery', title: 'Lieferung', body: 'Versandkosten und Lieferzeiten' },
  { value: 'payment', title: 'Bezahlung', body: 'Rechnung, Karte, PayPal' },
];

function Example(props: Partial<AccordionRootProps> & { headingLevel?: AccordionHeadingLevel }) {
  const { headingLevel, ...root } = props;
  const rootProps = (
    root.type === 'multiple' ? root : { type: 'single', collapsible: true, ...root }
  ) as AccordionRootProps;
  return (
    <Accordion.Root {...rootProps}>
      {sections.map((s) => (
        <Accordion.Item key={s.value} value={s.value}>
          <Accordion.Trigger headingLevel={headingLevel}>{s.title}</Accordion.Trigger>
          <Accordion.Content>{s.body}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

describe('Accordion', () => {
  it('each trigger is a button inside an h3 by default, collapsed, controlling its content region', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Service' });
    const trigger = screen.getByRole('button', { name: 'Service' });
    expect(heading).toContainElement(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(trigger.querySelector('svg[data-icon="chevron-down"]')).toHaveAttribute('aria-hidden', 'true');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Service' });
    expect(region).toHaveTextContent('Kundenservice und Hilfe');
    expect(trigger).toHaveAttribute('aria-controls', region.id);
  });

  it('every header button has aria-controls naming its panel at all times; a collapsed panel stays in the DOM, hidden', async () => {
    const user = userEvent.setup();
    render(<Example type="multiple" defaultValue={['delivery']} />);
    const panelOf = (trigger: HTMLElement) => {
      // The accordion header button has aria-controls set to the ID of the element containing the panel content.
      const id = trigger.getAttribute('aria-controls');
      expect(id).toBeTruthy();
      const panel = document.getElementById(id!);
      expect(panel).not.toBeNull();
      return panel!;
    };
    for (const section of sections) {
      const trigger = screen.getByRole('button', { name: section.title });
      const panel = panelOf(trigger);
      expect(panel).toHaveTextContent(section.body);
      const open = section.value === 'delivery';
      expect(trigger).toHaveAttribute('aria-expanded', String(open));
      // Collapsed: the panel is in the DOM with its content, hidden from everyone.
      expect(panel).toHaveProperty('hidden', !open);
    }

    const service = screen.getByRole('button', { name: 'Service' });
    const panel = panelOf(service);
    await user.click(service);
    expect(panelOf(service)).toBe(panel);
    expect(panel).not.toHaveAttribute('hidden');
    expect(screen.getByRole('region', { name: 'Service' })).toBe(panel);
    await user.click(service);
    expect(panelOf(service)).toBe(panel);
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toHaveTextContent('Kundenservice und Hilfe');
    expect(screen.queryByRole('region', { name: 'Service' })).not.toBeInTheDocument();
  });

  it('keeps what a collapsed panel holds: its content is not mounted again on opening', async () => {
    const user = userEvent.setup();
    render(
      <Accordion.Root type="single" collapsible>
        <Accordion.Item value="a">
          <Accordion.Trigger>Notiz</Accordion.Trigger>
          <Accordion.Content>
            <label>
              Text <input defaultValue="" />
            </label>
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Notiz' });
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Bohnen');
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Bohnen');
  });

  it.each(accordionHeadingLevels)('headingLevel %i renders the trigger in an h%i', (level) => {
    render(<Example headingLevel={level} />);
    expect(screen.getAllByRole('heading', { level })).toHaveLength(sections.length);
  });

  it('an unknown heading level or type falls back to h3 / single with one warning each, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Example headingLevel={9 as AccordionHeadingLevel} type={'many' as 'single'} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(sections.length);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('unknown headingLevel "9"; using "3"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('unknown type "many"; using "single"'))).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('Enter and Space toggle; ArrowDown/ArrowUp/Home/End move between triggers (wrapping)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const [service, delivery, payment] = sections.map((s) => screen.getByRole('button', { name: s.title }));

    await user.tab();
    expect(service).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(service).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(service).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(delivery).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(payment).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(service).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(payment).toHaveFocus();
    await user.keyboard('{Home}');
    expect(service).toHaveFocus();
    await user.keyboard('{End}');
    expect(payment).toHaveFocus();
    await user.keyboard(' ');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
  });

  it('single: opening one closes the other; multiple: several stay open', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example defaultValue="service" />);
    await user.click(screen.getByRole('button', { name: 'Lieferung' }));
    expect(screen.getByRole('button', { name: 'Service' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    unmount();

    render(<Example type="multiple" defaultValue={['service']} />);
    await user.click(screen.getByRole('button', { name: 'Lieferung' }));
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual([
      'Kundenservice und Hilfe',
      'Versandkosten und Lieferzeiten',
    ]);
  });

  it('controlled: the panels follow `value`, and a toggle only asks onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(<Example type="multiple" value={['service']} onValueChange={onValueChange} />);
    const service = screen.getByRole('button', { name: 'Service' });
    const panel = document.getElementById(service.getAttribute('aria-controls')!)!;
    expect(panel).not.toHaveAttribute('hidden');
    await user.click(screen.getByRole('button', { name: 'Lieferung' }));
    expect(onValueChange).toHaveBeenCalledWith(['service', 'delivery']);
    expect(screen.getByRole('button', { name: 'Lieferung' })).toHaveAttribute('aria-expanded', 'false');
    rerender(<Example type="multiple" value={[]} onValueChange={onValueChange} />);
    expect(service).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('hidden');
  });

  it('single without collapsible keeps the open section open', async () => {
    const user = userEvent.setup();
    render(<Example collapsible={false} defaultValue="service" />);
    const service = screen.getByRole('button', { name: 'Service' });
    await user.click(service);
    expect(service).toHaveAttribute('aria-expanded', 'true');
    expect(service).toHaveAttribute('aria-disabled', 'true');
  });

  it('the trigger with asChild renders your element and still gets the chevron', () => {
    render(
      <Accordion.Root type="single">
        <Accordion.Item value="a">
          <Accordion.Trigger asChild>
            <button type="button" data-testid="own">
              Eigener Auslöser
            </button>
          </Accordion.Trigger>
          <Accordion.Content>Inhalt</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    const own = screen.getByTestId('own');
    expect(own).toHaveAttribute('aria-expanded', 'false');
    expect(own).toHaveTextContent('Eigener Auslöser');
    expect(own.querySelector('svg[data-icon="chevron-down"]')).not.toBeNull();
  });

  it('forwards refs and spreads native props', () => {
    const root = createRef<HTMLDivElement>();
    const trigger = createRef<HTMLButtonElement>();
    render(
      <Accordion.Root ref={root} type="single" data-testid="root" aria-label="Fußzeile">
        <Accordion.Item value="a">
          <Accordion.Trigger ref={trigger}>A</Accordion.Trigger>
          <Accordion.Content>Inhalt</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>,
    );
    expect(root.current).toBe(screen.getByTestId('root'));
    expect(root.current).toHaveAttribute('aria-label', 'Fußzeile');
    expect(trigger.current).toBe(screen.getByRole('button', { name: 'A' }));
    expect(Accordion.Trigger.displayName).toBe('Accordion.Trigger');
  });

  it('renders on the server: the default-open panel shown, the collapsed ones hidden with their content, each named by its button', () => {
    const html = renderToString(<Example defaultValue="delivery" headingLevel={2} />);
    expect(html).toMatch(/<h2[^>]*>/);
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    for (const section of sections) {
      const trigger = [...parsed.querySelectorAll('button')].find((b) => b.textContent === section.title)!;
      const panel = parsed.querySelector(`[id="${trigger.getAttribute('aria-controls')}"]`);
      expect(panel).toHaveTextContent(section.body);
      const open = section.value === 'delivery';
      expect(trigger).toHaveAttribute('aria-expanded', String(open));
      expect(panel).toHaveProperty('hidden', !open);
    }
  });
});
