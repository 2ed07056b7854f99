// Every exported primitive renders with react-dom/server, in node, with no window, document or storage.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as crema from '../../src/primitives';

const { Surface, Button, Icon, Spinner, VisuallyHidden } = crema;

/** One server render per exported component, in a state that exercises its markup. */
const examples: Record<string, () => ReactElement> = {
  Surface: () => <Surface theme="dark">Inhalt</Surface>,
  Button: () => (
    <>
      <Button loading>Speichern</Button>
      <Button href="https://example.org" icon={<Icon name="copy" />} aria-label="Kopieren" />
    </>
  ),
  Icon: () => <Icon name="star" label="Stern" />,
  Spinner: () => <Spinner label="Lädt" />,
  VisuallyHidden: () => <VisuallyHidden>nur für Screenreader</VisuallyHidden>,
};

describe('server rendering', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('covers every exported component', () => {
    // Components and compound namespaces (Modal with Modal.Root, …) are the capitalised runtime exports.
    const exported = Object.keys(crema).filter((name) => /^[A-Z]/.test(name));
    expect(exported.filter((name) => !(name in examples))).toEqual([]);
  });

  it.each(Object.entries(examples))('%s renders to HTML', (_name, example) => {
    const html = renderToString(example());
    expect(html.length).toBeGreaterThan(0);
  });
});
