// Every exported primitive renders with react-dom/server, in node, with no window, document or storage.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as crema from '../../src/primitives';

const {
  Surface,
  Button,
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
  Checkbox,
  Select,
  Modal,
  Accordion,
  Popover,
} = crema;

interface Example {
  /** The exports this example renders (a compound namespace and its individually exported parts). */
  covers: string[];
  render: () => ReactElement;
  /** Text that must be in the server HTML. */
  expect: string[];
}

const examples: Example[] = [
  { covers: ['Surface'], render: () => <Surface theme="dark">Inhalt</Surface>, expect: ['data-theme="dark"'] },
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
  { covers: ['Spinner'], render: () => <Spinner label="Lädt" />, expect: ['role="status"'] },
  {
    covers: ['VisuallyHidden'],
    render: () => <VisuallyHidden>nur für Screenreader</VisuallyHidden>,
    expect: ['nur für Screenreader'],
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
    render: () => <Input label="E-Mail" error="Bitte gib eine gültige E-Mail-Adresse ein." required />,
    expect: ['aria-invalid="true"', 'aria-describedby='],
  },
  {
    covers: ['PasswordInput'],
    render: () => <PasswordInput name="password" defaultValue="Kaffee7" />,
    expect: ['type="password"', 'name="password"'],
  },
  {
    covers: ['IbanInput'],
    render: () => <IbanInput name="iban" defaultValue="de89370400440532013000" />,
    expect: ['DE89 3704 0044 0532 0130 00'],
  },
  {
    covers: ['NumberInput'],
    render: () => <NumberInput name="quantity" min={1} max={99} defaultValue={2} />,
    expect: ['role="spinbutton"', 'aria-valuenow="2"'],
  },
  {
    covers: ['FormTextsProvider'],
    render: () => (
      <FormTextsProvider locale="fr-CH">
        <NumberInput name="amount" min={0} step={0.5} defaultValue={1234.5} />
      </FormTextsProvider>
    ),
    expect: ['234,5"'], // fr-CH: a decimal comma, and a narrow no-break space to group thousands
  },
  {
    covers: ['Checkbox'],
    render: () => <Checkbox label="Newsletter abonnieren" defaultChecked />,
    expect: ['role="checkbox"', 'aria-checked="true"'],
  },
  {
    covers: [
      'Select',
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
      <>
        <Select
          label="Land"
          defaultValue="AT"
          options={[
            { value: 'DE', label: 'Deutschland' },
            { value: 'AT', label: 'Österreich' },
          ]}
        />
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
      </>
    ),
    expect: ['Österreich', 'role="combobox"'],
  },
  {
    covers: ['Modal', 'ModalRoot', 'ModalTrigger', 'ModalContent', 'ModalClose'],
    render: () => (
      <Modal.Root defaultOpen>
        <Modal.Trigger asChild>
          <Button>Öffnen</Button>
        </Modal.Trigger>
        <Modal.Content title="Hinweis" closeLabel="Schließen" size="S">
          Inhalt
          <Modal.Close asChild>
            <Button>OK</Button>
          </Modal.Close>
        </Modal.Content>
      </Modal.Root>
    ),
    expect: ['Öffnen', 'aria-expanded="true"'],
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
    for (const text of example.expect) expect(html).toContain(text);
  });
});
