import { mapSrcset, rewriteImagePath, rewriteSrcset } from './imagePath';

describe('rewriteImagePath (spec: "Image paths under /service/imagedelivery/image are rewritten to /img")', () => {
  it.each([
    ['/service/imagedelivery/image/abc.jpg?w=300', '/img/abc.jpg?w=300'],
    ['/service/imagedelivery/image/theme/kaffee.png', '/img/theme/kaffee.png'],
    ['/service/imagedelivery/image?id=7', '/img?id=7'],
    ['/service/imagedelivery/image', '/img'],
    ['https://www.example.de/service/imagedelivery/image/abc.jpg', 'https://www.example.de/img/abc.jpg'],
    ['http://localhost:8080/service/imagedelivery/image/a.webp#x', 'http://localhost:8080/img/a.webp#x'],
    ['//cdn.example.de/service/imagedelivery/image/a.jpg', '//cdn.example.de/img/a.jpg'],
    // unchanged
    ['/service/imagedelivery/images/abc.jpg', '/service/imagedelivery/images/abc.jpg'],
    ['/img/abc.jpg', '/img/abc.jpg'],
    ['/media/service/imagedelivery/image/abc.jpg', '/media/service/imagedelivery/image/abc.jpg'],
    [
      'https://www.example.de/other/service/imagedelivery/image/a.jpg',
      'https://www.example.de/other/service/imagedelivery/image/a.jpg',
    ],
    ['service/imagedelivery/image/abc.jpg', 'service/imagedelivery/image/abc.jpg'],
    [
      'data:image/svg+xml,%3Csvg%3E/service/imagedelivery/image',
      'data:image/svg+xml,%3Csvg%3E/service/imagedelivery/image',
    ],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(rewriteImagePath(input)).toBe(expected);
  });
});

describe('rewriteSrcset', () => {
  it.each([
    [
      '/service/imagedelivery/image/a.jpg 488w, /service/imagedelivery/image/b.jpg 976w',
      '/img/a.jpg 488w, /img/b.jpg 976w',
    ],
    ['/service/imagedelivery/image/a.jpg', '/img/a.jpg'],
    ['/service/imagedelivery/image/a.jpg 1x,/service/imagedelivery/image/a2.jpg 2x', '/img/a.jpg 1x, /img/a2.jpg 2x'],
    ['  /a.jpg   1x ,  /b.jpg  2x  ', '/a.jpg 1x, /b.jpg 2x'],
    ['https://h.de/service/imagedelivery/image/a.jpg?w=300,h=200 300w', 'https://h.de/img/a.jpg?w=300,h=200 300w'],
    ['/service/imagedelivery/image/a.jpg,', '/img/a.jpg'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(rewriteSrcset(input)).toBe(expected);
  });

  it('keeps the commas inside a data: URI as part of the URL', () => {
    const uri = 'data:image/svg+xml,%3Csvg%20a%3D%221%2C2%22%3E';
    const seen: string[] = [];
    expect(mapSrcset(`${uri} 1x, /x.jpg 2x`, (u) => (seen.push(u), u))).toBe(`${uri} 1x, /x.jpg 2x`);
    expect(seen).toEqual([uri, '/x.jpg']);
  });
});
