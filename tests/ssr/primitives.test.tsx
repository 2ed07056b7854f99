// Every exported primitive renders with react-dom/server, in node, with no window, document or storage.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Window } from 'happy-dom';
import { requiredMarker } from '../../design-tokens';
import * as crema from '../../src/primitives';

const {
  Surface,
  Button,
  brandGlyphs,
  GlyphIcon,
  Icon,
  Spinner,
  VisuallyHidden,
  TextLink,
  Picture,
  Rating,
  Badge,
  Notification,
  Input,
  PasswordInput,
  IbanInput,
  NumberInput,
  FormTextsProvider,
  FormMessagesProvider,
  formCatalogs,
  Checkbox,
  Select,
  Modal,
  Accordion,
  Popover,
  Box,
  Stack,
  Inline,
  Columns,
  Column,
  Tiles,
  ContentBlock,
  SafeHtml,
} = crema;

/** Text that must be in the server HTML, or a check of the page parsed from it. */
type Expectation = string | ((page: Document, html: string) => void);

interface Example {
  /** The exports this example renders (a compound namespace and its individually exported parts). */
  covers: string[];
  render: () => ReactElement;
  expect: Expectation[];
}

// Parses the server HTML for the checks below. A window of its own: nothing is put on the globals of this node run.
const parser = new Window();
afterAll(() => parser.happyDOM.close());
const parse = (html: string) => new parser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

const the = (page: Document, selector: string): Element => {
  const element = page.querySelector(selector);
  if (!element) throw new Error(`no ${selector} in the server HTML`);
  return element;
};

/** The control's <label> (its `for` is the control's id) reads `text`. */
const labelled =
  (selector: string, text: string): Expectation =>
  (page) =>
    expect(page.querySelector(`label[for="${the(page, selector).id}"]`)?.textContent).toBe(text);

/** Every id in the control's aria-describedby is an element of the page; together they read `texts`, in order. */
const describedBy =
  (selector: string, texts: string[]): Expectation =>
  (page) => {
    const ids = (the(page, selector).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(ids.map((id) => page.getElementById(id)?.textContent)).toEqual(texts);
  };

/** The strict CSP drops server-rendered style attributes: a form control must not need one. */
const noStyleAttribute: Expectation = (_page, html) => expect(html).not.toContain('style=');

const examples: Example[] = [
  { covers: ['Surface'], render: () => <Surface theme="dark">Inhalt</Surface>, expect: ['data-crema-theme="dark"'] },
  {
    covers: ['Button'],
    render: () => (
      <>
        <Button loading>Speichern</Button>
        <Button href="https://example.org" icon={<Icon name="copy" />} aria-label="Kopieren" />
      </>
    ),
    expect: ['aria-busy="true"', 'rel="noopener noreferrer"'],
  },
  { covers: ['Icon'], render: () => <Icon name="star" label="Stern" />, expect: ['aria-label="Stern"'] },
  {
    covers: ['GlyphIcon'],
    render: () => <GlyphIcon glyph={brandGlyphs.instagram} label="Instagram" />,
    expect: ['aria-label="Instagram"', 'fill="currentColor"'],
  },
  { covers: ['Spinner'], render: () => <Spinner label="Lädt" />, expect: ['role="status"'] },
  {
    covers: ['VisuallyHidden'],
    render: () => <VisuallyHidden>nur für Screenreader</VisuallyHidden>,
    expect: ['nur für Screenreader'],
  },
  {
    // Sanitised without a DOM: the server's HTML has the clean markup, never the script.
    covers: ['SafeHtml'],
    render: () => <SafeHtml data-testid="legal" html={'<strong>Gilt bis 31.12.</strong><script>alert(1)</script>'} />,
    expect: [
      '<div data-testid="legal"><strong>Gilt bis 31.12.</strong></div>',
      (_page, html) => {
        expect(html).not.toContain('script');
      },
    ],
  },
  {
    covers: ['TextLink'],
    render: () => (
      <TextLink href="https://example.org" target="_blank" newWindowLabel="(öffnet in neuem Fenster)">
        Hilfe
      </TextLink>
    ),
    expect: ['noopener noreferrer', '(öffnet in neuem Fenster)'],
  },
  {
    covers: ['Picture'],
    render: () => <Picture src="/service/imagedelivery/image/kaffee.jpg" alt="Kaffeebohnen" aspectRatio="16/9" />,
    expect: ['/img/kaffee.jpg', 'loading="lazy"', 'alt="Kaffeebohnen"'],
  },
  {
    covers: ['Rating'],
    render: () => <Rating value={4.5} count="89k" label="4,5 von 5 Sternen" />,
    expect: ['4,5 von 5 Sternen', '89k'],
  },
  {
    covers: ['Badge'],
    render: () => <Badge count={12} max={9} capStyle="suffix" label="12 Artikel im Warenkorb" />,
    expect: ['9+', '12 Artikel im Warenkorb'],
  },
  {
    covers: ['Notification'],
    render: () => (
      <Notification tone="error" title="Fehler">
        Bitte versuche es später erneut.
      </Notification>
    ),
    expect: ['role="alert"', 'Fehler'],
  },
  {
    covers: ['Input'],
    render: () => (
      <Input
        label="E-Mail"
        hint="Für die Bestätigung."
        error="Bitte gib eine gültige E-Mail-Adresse ein."
        required
        maxLength={256}
        showCount
      />
    ),
    expect: [
      'aria-invalid="true"',
      labelled('input', `E-Mail${requiredMarker}`),
      describedBy('input', ['Für die Bestätigung.', 'Bitte gib eine gültige E-Mail-Adresse ein.', '0/256']),
      (page) => expect(the(page, 'input').hasAttribute('required')).toBe(true),
      noStyleAttribute,
    ],
  },
  {
    covers: ['PasswordInput'],
    render: () => <PasswordInput name="password" defaultValue="Kaffee7" required />,
    expect: [
      'type="password"',
      'name="password"',
      labelled('input', `Passwort${requiredMarker}`),
      describedBy('input', [
        'Passwortstärke: zu schwach (0 von 3)',
        'Mindestens 8 Zeichen, mit Klein- und Großbuchstaben sowie Ziffern.',
      ]),
      noStyleAttribute,
    ],
  },
  {
    covers: ['IbanInput'],
    render: () => <IbanInput name="iban" defaultValue="de89370400440532013000" />,
    expect: [
      'DE89 3704 0044 0532 0130 00',
      labelled('input', 'IBAN'),
      describedBy('input', ['Beginnt mit dem Ländercode, z. B. DE89 3704 0044 0532 0130 00', 'Die IBAN ist gültig.']),
      noStyleAttribute,
    ],
  },
  {
    covers: ['NumberInput'],
    render: () => <NumberInput name="quantity" min={1} max={99} defaultValue={2} hint="Höchstens 99 Stück." />,
    expect: [
      'role="spinbutton"',
      'aria-valuenow="2"',
      labelled('input', 'Menge'),
      describedBy('input', ['Höchstens 99 Stück.']),
      noStyleAttribute,
    ],
  },
  {
    covers: ['FormTextsProvider'],
    render: () => (
      <FormTextsProvider locale="fr-CH">
        <NumberInput name="amount" min={0} step={0.5} defaultValue={1234.5} />
      </FormTextsProvider>
    ),
    // fr-CH: a decimal comma, and a narrow no-break space to group thousands; the texts in French.
    expect: ['234,5"', labelled('input', 'Quantité')],
  },
  {
    covers: ['FormMessagesProvider'],
    render: () => (
      <FormMessagesProvider locale="cs-CZ" messages={formCatalogs['cs-CZ']}>
        <PasswordInput name="password" />
      </FormMessagesProvider>
    ),
    expect: [labelled('input', formCatalogs['cs-CZ']['password.label']), 'lang="cs-CZ"'],
  },
  {
    covers: ['Checkbox'],
    render: () => (
      <Checkbox
        label="Newsletter abonnieren"
        name="newsletter"
        defaultChecked
        required
        hint="Jederzeit abbestellbar."
      />
    ),
    expect: [
      (page) => {
        const box = the(page, 'input');
        expect(box.getAttribute('type')).toBe('checkbox');
        expect(box.hasAttribute('checked')).toBe(true);
        expect(box.getAttribute('name')).toBe('newsletter');
        expect(page.querySelectorAll('input')).toHaveLength(1);
      },
      labelled('input', `Newsletter abonnieren${requiredMarker}`),
      describedBy('input', ['Jederzeit abbestellbar.']),
      noStyleAttribute,
    ],
  },
  {
    covers: ['Select'],
    render: () => (
      <form>
        <Select
          label="Land"
          name="country"
          defaultValue="AT"
          required
          error="Bitte wähle ein Land."
          options={[
            { value: 'DE', label: 'Deutschland' },
            { value: 'AT', label: 'Österreich' },
          ]}
        />
      </form>
    ),
    expect: [
      (page) => {
        const trigger = the(page, '[role="combobox"]');
        expect(trigger.textContent).toBe('Österreich');
        expect(trigger.getAttribute('aria-required')).toBe('true');
        expect(trigger.getAttribute('aria-invalid')).toBe('true');
      },
      labelled('[role="combobox"]', `Land${requiredMarker}`),
      describedBy('[role="combobox"]', ['Bitte wähle ein Land.']),
      (page) => {
        // The native select a form submits, before hydration too: every option, the chosen one selected. A required
        // select starts with the empty option (valid HTML: its first option has no value), labelled " ".
        const native = the(page, 'select[name="country"]');
        expect(native.getAttribute('aria-hidden')).toBe('true');
        expect(native.getAttribute('tabindex')).toBe('-1');
        expect(native.hasAttribute('required')).toBe(true);
        expect([...native.querySelectorAll('option')].map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
          ['', ''],
          ['DE', 'Deutschland'],
          ['AT', 'Österreich'],
        ]);
        expect(native.querySelector('option')?.getAttribute('label')).toBe(' ');
        expect(native.querySelector('option[selected]')?.getAttribute('value')).toBe('AT');
      },
      noStyleAttribute,
    ],
  },
  {
    covers: [
      'SelectRoot',
      'SelectTrigger',
      'SelectValue',
      'SelectContent',
      'SelectItem',
      'SelectGroup',
      'SelectLabel',
      'SelectSeparator',
    ],
    render: () => (
      <Select.Root defaultValue="s">
        <Select.Trigger aria-label="Größe">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Group>
            <Select.Label>Größen</Select.Label>
            <Select.Item value="s">S</Select.Item>
            <Select.Separator />
            <Select.Item value="m">M</Select.Item>
          </Select.Group>
        </Select.Content>
      </Select.Root>
    ),
    expect: ['role="combobox"', 'aria-label="Größe"'],
  },
  {
    covers: ['Modal', 'ModalRoot', 'ModalTrigger', 'ModalContent', 'ModalClose'],
    // portal={false}: a portal renders nothing on the server, so this is how an open modal reaches the HTML.
    render: () => (
      <Modal.Root defaultOpen>
        <Modal.Trigger asChild>
          <Button>Öffnen</Button>
        </Modal.Trigger>
        <Modal.Content title="Hinweis" closeLabel="Schließen" size="S" portal={false}>
          Inhalt
          <Modal.Close asChild>
            <Button>OK</Button>
          </Modal.Close>
        </Modal.Content>
      </Modal.Root>
    ),
    expect: [
      'aria-expanded="true"',
      (page) => {
        // An open dialog element: the browser shows it without script, and makes it modal once hydrated.
        const dialog = the(page, 'dialog[open]');
        expect(page.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Hinweis');
        expect(dialog.textContent).toContain('Inhalt');
        expect(dialog.querySelector('button[aria-label="Schließen"]')).not.toBeNull();
        expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toContain('OK');
      },
      noStyleAttribute,
    ],
  },
  {
    covers: ['Box', 'Stack', 'Inline', 'Columns', 'Column', 'Tiles', 'ContentBlock'],
    render: () => (
      <ContentBlock as="main" gutter>
        <Stack space={{ base: 's', m: 'l' }}>
          <Box as="h1" fontSize="xl">
            Kaffee
          </Box>
          <Columns space="l" collapseBelow="m">
            <Column width="1/3">Produktbild</Column>
            <Inline as="ul" space="s" aria-label="Siegel">
              <span>Bio</span>
              <span>Fairtrade</span>
            </Inline>
          </Columns>
          <Tiles as="ul" columns={{ base: 2, l: 4 }} space="m" aria-label="Produkte">
            <span>Espresso</span>
            <span>Crema</span>
          </Tiles>
        </Stack>
      </ContentBlock>
    ),
    expect: [
      (page) => {
        const main = the(page, 'main');
        expect(main.querySelector('h1')?.textContent).toBe('Kaffee');
        // Lists rendered by layout keep list semantics: each child is an li.
        for (const label of ['Siegel', 'Produkte']) {
          const list = the(page, `ul[aria-label="${label}"]`);
          expect(list.getAttribute('role')).toBe('list');
          expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI']);
        }
        expect(main.textContent).toContain('Produktbild');
      },
      noStyleAttribute,
    ],
  },
  {
    covers: ['Accordion', 'AccordionRoot', 'AccordionItem', 'AccordionTrigger', 'AccordionContent'],
    render: () => (
      <Accordion.Root type="single" collapsible defaultValue="a">
        <Accordion.Item value="a">
          <Accordion.Trigger>Service</Accordion.Trigger>
          <Accordion.Content>Kostenloser Versand</Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    ),
    expect: ['<h3', 'Kostenloser Versand'],
  },
  {
    covers: ['Popover', 'PopoverRoot', 'PopoverTrigger', 'PopoverAnchor', 'PopoverContent', 'PopoverClose'],
    render: () => (
      <Popover.Root defaultOpen>
        <Popover.Anchor>
          <Popover.Trigger asChild>
            <Button>Info</Button>
          </Popover.Trigger>
        </Popover.Anchor>
        <Popover.Content aria-label="Info" portal={false}>
          Details
          <Popover.Close asChild>
            <Button>OK</Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>
    ),
    expect: ['Details'],
  },
];

describe('server rendering', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('covers every exported component', () => {
    // Components, compound namespaces and their parts are the capitalised runtime exports.
    const covered = new Set(examples.flatMap((e) => e.covers));
    const exported = Object.keys(crema).filter((name) => /^[A-Z]/.test(name));
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(examples.map((e) => [e.covers[0], e] as const))('%s renders to HTML', (_name, example) => {
    const html = renderToString(example.render());
    const page = parse(html);
    for (const expectation of example.expect) {
      if (typeof expectation === 'string') expect(html).toContain(expectation);
      else expectation(page, html);
    }
  });
});
