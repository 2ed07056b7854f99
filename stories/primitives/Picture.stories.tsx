import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aspectRatioNames, pictureLayouts } from '../../design-tokens';
import { Picture, rewriteImagePath } from '../../src/primitives/Picture';
import { coffeeCup, stripes } from '../support/images';
import { Row, ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const cupImage = coffeeCup();
const squareCup = coffeeCup({ width: 480, height: 480, tone: 'coffee', seed: 3 });
/** A wide scene whose cup stands far right and high: a centre crop loses it, the focus point keeps it. */
const scene = coffeeCup({ width: 960, height: 540, at: { x: 80, y: 32 }, size: 0.42, tone: 'green', seed: 11 });
/** Served nowhere: the static Storybook server answers 404. */
const missing = '/missing/kaffeebohnen.jpg';

const meta = {
  title: 'Primitives/Picture',
  component: Picture,
  args: { src: cupImage.src, alt: 'Eine Tasse Kaffee auf einer Untertasse, umgeben von Kaffeebohnen' },
  argTypes: {
    aspectRatio: { control: 'select', options: [undefined, ...aspectRatioNames] },
    layout: { control: 'inline-radio', options: pictureLayouts },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Every content image: products, promotions, theme worlds. It renders `<picture>` with `<source>`s (from `sources`,',
          'and from image `cutouts`: the desktop cutout at `(min-width: 1024px)`, the phone cutout at `(max-width: 767px)`) and an `<img>`,',
          'in a box of a fixed aspect ratio (`16/9`, `4/3`, `3/2`, `1/1` or a number; default the 488x287 placeholder),',
          'cropped around a `focusPoint` and optionally zoomed. Images load lazily; give the main image of a page `eager`.',
          'Paths under /service/imagedelivery/image are rewritten to /img. Use Icon for interface glyphs, and plain CSS for purely decorative backgrounds.',
          '',
          '**Accessibility:** `alt` is required: describe the image, or pass `""` for a decorative one. The Picture is not focusable;',
          'inside a link, the link takes its name from `alt`. When the image fails to load it is replaced by an empty box of the same size',
          'with `role="img"` and the alt text as its name (silent for a decorative image), so the page neither jumps nor loses the description.',
          'No style attribute is rendered (strict CSP): size comes from an SVG spacer, focus point and zoom from classes.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Picture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: /Tasse Kaffee/ });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '488');
    await expect(img).toHaveAttribute('height', '287');
  },
};

export const AspectRatios: Story = {
  name: 'Aspect ratios',
  render: (args) => (
    <div className={styles.stack}>
      {aspectRatioNames.map((ratio) => (
        <Row key={ratio} label={ratio}>
          <Picture
            {...args}
            src={squareCup.src}
            alt={`Kaffeetasse im Format ${ratio}`}
            width={220}
            aspectRatio={ratio}
          />
        </Row>
      ))}
    </div>
  ),
};

export const NumberAspectRatio: Story = {
  name: 'Number aspect ratio',
  args: { aspectRatio: 2.35, width: 470, alt: 'Kaffeetasse im Breitbild, Seitenverhältnis 2,35' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('height', '200');
  },
};

export const Cutouts: Story = {
  render: () => (
    <div className={styles.stack}>
      <Picture
        alt="Aktionsbild: auf breiten Bildschirmen Streifen, auf Telefonen eine Tasse"
        cutouts={[
          { imagePath: stripes({ caption: 'Desktop cutout (1024 px and wider)' }).src, targetSize: { width: 1024 } },
          {
            imagePath: coffeeCup({
              width: 767,
              height: 431,
              tone: 'blue',
              caption: 'Phone cutout (767 px and narrower)',
            }).src,
            targetSize: { width: 767 },
            breakpoint: 767,
          },
        ]}
        aspectRatio="16/9"
        width={640}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const media = [...canvasElement.querySelectorAll('source')].map((s) => s.getAttribute('media'));
    await expect(media).toEqual(['(min-width: 1024px)', '(max-width: 767px)']);
  },
};

export const FocusPointAndZoom: Story = {
  name: 'Focus point and zoom',
  render: () => (
    <div className={styles.row}>
      <Row label="Whole image">
        <Picture
          src={scene.src}
          alt="Tisch mit Kaffeebohnen und einer Tasse rechts oben"
          width={384}
          aspectRatio="16/9"
        />
      </Row>
      <Row label="1/1, centre crop">
        <Picture src={scene.src} alt="Ausschnitt aus der Mitte des Tisches" width={216} aspectRatio="1/1" />
      </Row>
      <Row label="1/1, focus 80 % / 32 %">
        <Picture
          src={scene.src}
          alt="Die Tasse im Ausschnitt"
          width={216}
          aspectRatio="1/1"
          focusPoint={{ x: 80, y: 32 }}
        />
      </Row>
      <Row label="1/1, focus and zoom 1.5">
        <Picture
          src={scene.src}
          alt="Die Tasse, vergrößert"
          width={216}
          aspectRatio="1/1"
          focusPoint={{ x: 80, y: 32 }}
          zoom={1.5}
        />
      </Row>
    </div>
  ),
};

export const Eager: Story = {
  args: { eager: true, alt: 'Hauptbild der Seite: eine Tasse Kaffee' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const FillLayout: Story = {
  name: 'Fill layout',
  args: { layout: 'fill', aspectRatio: '3/2', alt: 'Kaffeetasse über die ganze Breite' },
};

export const BrokenImage: Story = {
  name: 'Broken image (fallback box)',
  args: { src: missing, alt: 'Kaffeebohnen in einer Schale', width: 320, aspectRatio: '4/3' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('picture')).toBeNull(), { timeout: 5000 });
    const box = within(canvasElement).getByRole('img', { name: 'Kaffeebohnen in einer Schale' });
    await expect(box.tagName).toBe('SPAN');
  },
};

const deliveryPath = '/service/imagedelivery/image/kaffee/tasse.jpg?w=488';

export const RewrittenDeliveryPath: Story = {
  name: 'Rewritten image delivery path',
  parameters: {
    docs: {
      description: {
        story:
          'The `<img>` falls back to a JPEG under /service/imagedelivery/image, rendered as /img/…; the SVG source is the one the browser shows (Storybook serves no /img).',
      },
    },
  },
  render: () => (
    <div className={styles.stack}>
      <Picture src={deliveryPath} alt="Eine Tasse Kaffee" sources={[{ srcset: cupImage.src, type: 'image/svg+xml' }]} />
      <dl className={styles.stack}>
        {[deliveryPath, `https://www.example.de${deliveryPath}`, '/media/kaffee.jpg'].map((path) => (
          <div key={path}>
            <dt>
              <code>{path}</code>
            </dt>
            <dd>
              <code>{rewriteImagePath(path)}</code>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Eine Tasse Kaffee' });
    await expect(img).toHaveAttribute('src', '/img/kaffee/tasse.jpg?w=488');
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.row}>
          <Picture src={squareCup.src} alt={`Kaffeetasse (${theme})`} width={120} aspectRatio="1/1" />
          <Picture src={missing} alt={`Nicht geladenes Bild (${theme})`} width={120} aspectRatio="1/1" />
        </div>
      )}
    </ThemeMatrix>
  ),
};
