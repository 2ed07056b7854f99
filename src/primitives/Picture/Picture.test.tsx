import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { Picture, type PictureProps } from './Picture';

const img = (container: HTMLElement) => container.querySelector('img');
const spacerOf = (container: HTMLElement) => container.querySelector('svg');

describe('Picture', () => {
  it('renders <picture> with its sources and an <img>, lazy and async by default, at the 488x287 placeholder size', () => {
    const { container } = render(
      <Picture src="/kaffee.jpg" alt="Eine Tasse Kaffee" sources={[{ srcset: '/kaffee.avif', type: 'image/avif' }]} />,
    );
    const image = screen.getByRole('img', { name: 'Eine Tasse Kaffee' });
    expect(image.tagName).toBe('IMG');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('srcset', '/kaffee.avif');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(image).toHaveAttribute('src', '/kaffee.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '488');
    expect(image).toHaveAttribute('height', '287');
    expect(spacerOf(container)).toHaveAttribute('viewBox', '0 0 488 287');
    expect(spacerOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('eager loads at once with high priority', () => {
    render(<Picture src="/hero.jpg" alt="Aktion" eager />);
    const image = screen.getByRole('img', { name: 'Aktion' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('allows an empty alt for a decorative image', () => {
    const { container } = render(<Picture src="/deko.jpg" alt="" />);
    expect(img(container)).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('rewrites /service/imagedelivery/image to /img in src, srcSet and every source', () => {
    const { container } = render(
      <Picture
        src="/service/imagedelivery/image/abc.jpg?w=300"
        srcSet="/service/imagedelivery/image/abc.jpg?w=300 300w, https://www.example.de/service/imagedelivery/image/abc.jpg?w=600 600w"
        sizes="50vw"
        alt="Bohnen"
        sources={[{ srcset: '/service/imagedelivery/image/abc.webp', type: 'image/webp' }]}
        cutouts={[{ imagePath: '/service/imagedelivery/image/phone.jpg', targetSize: { width: 375 }, breakpoint: 767 }]}
      />,
    );
    const image = img(container)!;
    expect(image).toHaveAttribute('src', '/img/abc.jpg?w=300');
    expect(image).toHaveAttribute('srcset', '/img/abc.jpg?w=300 300w, https://www.example.de/img/abc.jpg?w=600 600w');
    expect(image).toHaveAttribute('sizes', '50vw');
    const srcsets = [...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
    expect(srcsets).toEqual(['/img/abc.webp', '/img/phone.jpg 375w']);
    // A width-described source gets the page's sizes (valid HTML; the browser picks the right width); x or plain
    // candidates need none.
    const sizes = [...container.querySelectorAll('source')].map((s) => s.getAttribute('sizes'));
    expect(sizes).toEqual([null, '50vw']);
  });

  it('derives a source media from its breakpoint; media wins', () => {
    const { container } = render(
      <Picture
        src="/a.jpg"
        alt="A"
        sources={[
          { srcset: '/wide.jpg', breakpoint: 'xl' },
          { srcset: '/print.jpg', media: 'print', breakpoint: 1024 },
          { srcset: '/from-1280.jpg', breakpoint: 1280 },
        ]}
      />,
    );
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('media'))).toEqual([
      '(min-width: 1024px)',
      'print',
      '(min-width: 1280px)',
    ]);
  });

  it('sources may carry only srcset, media, type and breakpoint: other keys are a type error, ignored with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, rerender } = render(
      // @ts-expect-error: `sizes` is not a key a Picture source may carry (spec).
      <Picture src="/a.jpg" alt="A" sources={[{ srcset: '/b.jpg', sizes: '50vw' }]} />,
    );
    // @ts-expect-error: nor is `width`.
    rerender(<Picture src="/a.jpg" alt="A" sources={[{ srcset: '/b.jpg', sizes: '50vw', width: 10 }]} />);
    const source = container.querySelector('source')!;
    expect(source).toHaveAttribute('srcset', '/b.jpg');
    expect(source).not.toHaveAttribute('sizes');
    expect(source).not.toHaveAttribute('width');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('unknown source key "sizes"');
  });

  it('drops a source whose breakpoint is not one, with a warning, instead of showing it at every width', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = [{ srcset: '/b.jpg', breakpoint: 'huge' }] as unknown as PictureProps['sources'];
    const { container } = render(<Picture src="/a.jpg" alt="A" sources={bad} />);
    expect(container.querySelector('source')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('unknown source breakpoint "huge"');
  });

  it('maps cutouts to a desktop source (min-width 1024) and a phone source (max-width 767); the desktop one is the img', () => {
    const { container } = render(
      <Picture
        alt="Themenwelt"
        cutouts={[
          {
            imagePath: '/phone.jpg',
            targetSize: { width: 767 },
            breakpoint: 767,
            imageCss: 'img-phone',
            containerCss: 'box-phone',
          },
          { imagePath: '/desk.jpg', targetSize: { width: 1024 }, imageCss: 'img-desk' },
        ]}
      />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])).toEqual([
      ['(min-width: 1024px)', '/desk.jpg 1024w'],
      ['(max-width: 767px)', '/phone.jpg 767w'],
    ]);
    // Without a page value, sizes says the box is at most its width (the 488 px placeholder) wide.
    expect(sources.map((s) => s.getAttribute('sizes'))).toEqual([
      '(max-width: 488px) 100vw, 488px',
      '(max-width: 488px) 100vw, 488px',
    ]);
    const image = img(container)!;
    expect(image).toHaveAttribute('src', '/desk.jpg');
    expect(image).toHaveClass('img-phone', 'img-desk');
    expect(container.firstElementChild).toHaveClass('box-phone');
  });

  it('never turns cutout CSS text into styles: it is dropped with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <Picture
        alt="X"
        cutouts={[{ imagePath: '/d.jpg', targetSize: { width: 1024 }, imageCss: 'object-position: 10% 20%' }]}
      />,
    );
    expect(img(container)!.getAttribute('class')).not.toContain('object-position');
    expect(img(container)).not.toHaveAttribute('style');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['16/9', 400, 225],
    ['4/3', 400, 300],
    ['3/2', 400, 267],
    ['1/1', 400, 400],
    [2, 400, 200],
  ] as const)('aspect ratio %s gives a %ix%i box', (aspectRatio, width, height) => {
    const { container } = render(<Picture src="/a.jpg" alt="A" width={width} aspectRatio={aspectRatio} />);
    expect(img(container)).toHaveAttribute('width', String(width));
    expect(img(container)).toHaveAttribute('height', String(height));
    expect(spacerOf(container)).toHaveAttribute('width', String(width));
    expect(spacerOf(container)).toHaveAttribute('height', String(height));
  });

  it.each([0, -2, Number.NaN, 'wide'])(
    'falls back from aspect ratio %s to width/height with one warning',
    (aspectRatio) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const props = { src: '/a.jpg', alt: 'A', width: 300, height: 200, aspectRatio } as unknown as PictureProps;
      const { container, rerender } = render(<Picture {...props} />);
      rerender(<Picture {...props} />);
      expect(img(container)).toHaveAttribute('width', '300');
      expect(img(container)).toHaveAttribute('height', '200');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toContain(`unknown aspectRatio "${String(aspectRatio)}"`);
    },
  );

  it('falls back from an unknown layout and from a bad width with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { src: '/a.jpg', alt: 'A', layout: 'stretch', width: -1 } as unknown as PictureProps;
    const { container } = render(<Picture {...props} />);
    expect(container.firstElementChild!.className).toMatch(/layout_intrinsic/);
    expect(img(container)).toHaveAttribute('width', '488');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('crops around the focus point (snapped to 5 % steps) and zooms there', () => {
    const { container } = render(<Picture src="/a.jpg" alt="A" focusPoint={{ x: 33, y: 80 }} zoom={1.6} />);
    const cls = img(container)!.className;
    expect(cls).toMatch(/focusX_35/);
    expect(cls).toMatch(/focusY_80/);
    expect(cls).toMatch(/zoom_1\.5/);
  });

  it('centres without a focus point and does not zoom; a zoom below 1 falls back to 1 with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Picture src="/a.jpg" alt="A" zoom={0.5} />);
    const cls = img(container)!.className;
    expect(cls).toMatch(/focusX_50/);
    expect(cls).toMatch(/focusY_50/);
    expect(cls).toMatch(/zoom_1(?![.\d])/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('unknown zoom "0.5"');
  });

  it('when the image fails, an empty box of the same size carrying the alt text replaces it', () => {
    const onError = vi.fn();
    const { container } = render(
      <Picture src="/fehlt.jpg" alt="Kaffeebohnen" width={300} aspectRatio="1/1" onError={onError} />,
    );
    fireEvent.error(img(container)!);
    expect(container.querySelector('picture')).toBeNull();
    const box = screen.getByRole('img', { name: 'Kaffeebohnen' });
    expect(box.tagName).toBe('SPAN');
    expect(box.className).toMatch(/failed_true/);
    expect(spacerOf(container)).toHaveAttribute('width', '300');
    expect(spacerOf(container)).toHaveAttribute('height', '300');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('the fallback of a decorative image says nothing', () => {
    const { container } = render(<Picture src="/fehlt.jpg" alt="" />);
    fireEvent.error(img(container)!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('aria-label');
  });

  it('tries again when the image changes after a failure', () => {
    const { container, rerender } = render(<Picture src="/fehlt.jpg" alt="A" />);
    fireEvent.error(img(container)!);
    expect(img(container)).toBeNull();
    rerender(<Picture src="/da.jpg" alt="A" />);
    expect(img(container)).toHaveAttribute('src', '/da.jpg');
  });

  it('notices an image that failed before hydration (complete, but cannot be decoded)', async () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockRejectedValue(new Error('EncodingError'));
    render(<Picture src="/kaputt.jpg" alt="Kaputt" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Kaputt' }).tagName).toBe('SPAN'));
    expect(decode).toHaveBeenCalled();
    complete.mockRestore();
  });

  it('keeps an image that loaded before hydration', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const decode = vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
    const { container } = render(<Picture src="/da.jpg" alt="Da" />);
    await waitFor(() => expect(decode).toHaveBeenCalled());
    expect(img(container)).not.toBeNull();
  });

  it('forwards its ref to the box and spreads native props onto it', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Picture ref={ref} src="/a.jpg" alt="A" data-testid="p" id="bild" className="extra" />);
    expect(ref.current).toBe(screen.getByTestId('p'));
    expect(ref.current).toHaveAttribute('id', 'bild');
    expect(ref.current).toHaveClass('extra');
    expect(ref.current?.tagName).toBe('SPAN');
  });

  it('renders on the server without error and without a style attribute (strict CSP)', () => {
    const html = renderToString(
      <Picture
        src="/service/imagedelivery/image/a.jpg"
        alt="Server"
        aspectRatio={2.35}
        focusPoint={{ x: 20, y: 70 }}
        zoom={2}
        eager
        cutouts={[{ imagePath: '/p.jpg', targetSize: { width: 375 }, breakpoint: 'm' }]}
      />,
    );
    expect(html).toContain('<picture');
    expect(html).toContain('src="/img/a.jpg"');
    expect(html).toContain('media="(max-width: 767px)"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
