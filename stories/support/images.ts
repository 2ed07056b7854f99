/**
 * Deterministic illustrations for stories, as inline SVG data URIs: nothing loads from outside, the same story
 * always draws the same picture. Colours come from the palette. URIs are percent-encoded without spaces, so they
 * can stand in a srcset too.
 */
import { imageDeliveryRewrite, palette as p } from '../../design-tokens';
import { imageSvg } from '../../src/mocks/fixtures/images';

export interface Illustration {
  src: string;
  width: number;
  height: number;
}

const svgUri = (width: number, height: number, body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A small seeded generator (mulberry32), so scattered beans land in the same places every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function beans(width: number, height: number, count: number, seed: number, colour: string): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (next() * width).toFixed(1);
    const y = (next() * height).toFixed(1);
    const r = Math.round(next() * 180);
    const s = (0.6 + next() * 0.8).toFixed(2);
    out +=
      `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">` +
      `<ellipse rx="9" ry="13" fill="${colour}"/>` +
      `<path d="M0-11C-4-4 4 4 0 11" stroke="${p.coffee[900]}" stroke-width="1.6" fill="none" opacity=".55"/></g>`;
  }
  return out;
}

/** A cup on a saucer, drawn around (0, 0) in a 220x190 unit box. */
function cup(
  x: number,
  y: number,
  scale: number,
  colours: { cup: string; rim: string; coffee: string; steam: string },
) {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<ellipse cx="0" cy="62" rx="104" ry="18" fill="${p.coffee[900]}" opacity=".18"/>` +
    `<ellipse cx="0" cy="56" rx="98" ry="17" fill="${colours.rim}"/>` +
    `<ellipse cx="0" cy="52" rx="70" ry="10" fill="${colours.cup}" opacity=".35"/>` +
    `<path d="M58-12C98-16 100 34 48 34" stroke="${colours.cup}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    `<path d="M-62-28H62C60 28 36 52 0 53-36 52-60 28-62-28Z" fill="${colours.cup}"/>` +
    `<ellipse cx="0" cy="-28" rx="62" ry="13" fill="${colours.rim}"/>` +
    `<ellipse cx="0" cy="-27" rx="53" ry="9" fill="${colours.coffee}"/>` +
    ['-22', '0', '22']
      .map(
        (dx, i) =>
          `<path d="M${dx}-50c-12-14 12-22 0-38s12-22 0-34" stroke="${colours.steam}" stroke-width="6" fill="none" stroke-linecap="round" opacity="${0.75 - i * 0.15}"/>`,
      )
      .join('') +
    `</g>`
  );
}

const label = (text: string, x: number, y: number, size: number, fill: string, anchor = 'start') =>
  `<text x="${x}" y="${y}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="${anchor}">${text}</text>`;

/** A caption on a dark band across the lower part of the image. */
function captionBand(text: string, width: number, height: number): string {
  const size = Math.max(16, Math.round(height * 0.07));
  const top = height - size * 2.4;
  return (
    `<rect x="0" y="${top}" width="${width}" height="${size * 1.8}" fill="${p.coffee[900]}" opacity=".82"/>` +
    label(text, width / 2, top + size * 1.25, size, p.cream[50], 'middle')
  );
}

export interface CupOptions {
  width?: number;
  height?: number;
  /** Where the cup stands, in percent of the image. Default centre. */
  at?: { x: number; y: number };
  /** Cup size relative to the shorter side. */
  size?: number;
  tone?: 'cream' | 'coffee' | 'green' | 'blue';
  /** A caption drawn into the image (e.g. which cutout this is). */
  caption?: string;
  seed?: number;
}

const tones = {
  cream: {
    bg: p.cream[200],
    beans: p.coffee[400],
    cup: p.white,
    rim: p.cream[50],
    coffee: p.coffee[800],
    steam: p.white,
    ink: p.coffee[900],
  },
  coffee: {
    bg: p.coffee[800],
    beans: p.coffee[600],
    cup: p.cream[100],
    rim: p.cream[50],
    coffee: p.coffee[950],
    steam: p.coffee[300],
    ink: p.cream[50],
  },
  green: {
    bg: p.green[100],
    beans: p.green[600],
    cup: p.white,
    rim: p.green[50],
    coffee: p.coffee[800],
    steam: p.white,
    ink: p.green[800],
  },
  blue: {
    bg: p.blue[100],
    beans: p.blue[600],
    cup: p.coral[700],
    rim: p.coral[300],
    coffee: p.coffee[900],
    steam: p.white,
    ink: p.blue[900],
  },
} as const;

/** A coffee cup on a table scattered with beans. */
export function coffeeCup({
  width = 488,
  height = 287,
  at = { x: 50, y: 52 },
  size = 0.55,
  tone = 'cream',
  caption,
  seed = 7,
}: CupOptions = {}): Illustration {
  const t = tones[tone];
  const scale = (Math.min(width, height) * size) / 190;
  const body =
    `<rect width="${width}" height="${height}" fill="${t.bg}"/>` +
    beans(width, height, Math.round((width * height) / 9000), seed, t.beans) +
    cup((width * at.x) / 100, (height * at.y) / 100, scale, t) +
    (caption ? captionBand(caption, width, height) : '');
  return { src: svgUri(width, height, body), width, height };
}

export interface StripesOptions {
  width?: number;
  height?: number;
  colours?: readonly string[];
  caption?: string;
}

/** Diagonal stripes in palette colours, with an optional caption on a band. */
export function stripes({
  width = 1024,
  height = 576,
  colours = [p.coffee[700], p.coffee[500], p.cream[200], p.coffee[300]],
  caption,
}: StripesOptions = {}): Illustration {
  const band = Math.max(24, Math.round(width / 16));
  let body = `<rect width="${width}" height="${height}" fill="${colours[0]}"/>`;
  for (let i = -Math.ceil(height / band); i * band < width + height; i++) {
    const x = i * band;
    body += `<path d="M${x} ${height}L${x + height} 0H${x + height + band}L${x + band} ${height}Z" fill="${colours[((i % colours.length) + colours.length) % colours.length]}"/>`;
  }
  if (caption) body += captionBand(caption, width, height);
  return { src: svgUri(width, height, body), width, height };
}

/**
 * A reference-services image path (`/service/imagedelivery/image/…`) as the same SVG inline: Storybook serves no
 * /img, so seeded product, promotion and theme-world pictures are put in the page itself. Other paths stay as given.
 */
export function inlineSeededImage<P extends string | undefined>(path: P): P {
  const prefix = `${imageDeliveryRewrite.from}/`;
  const svg = path?.startsWith(prefix) ? imageSvg(path.slice(prefix.length)) : undefined;
  return (svg ? `data:image/svg+xml,${encodeURIComponent(svg)}` : path) as P;
}
