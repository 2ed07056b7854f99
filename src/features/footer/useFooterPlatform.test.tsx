import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FOOTER_DEFAULT_WIDTH, FOOTER_PLATFORM_ATTRIBUTE } from './constants';
import { useFooterPlatform } from './hooks';

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
const resizeTo = (width: number) =>
  act(() => {
    setWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

afterEach(() => {
  document.documentElement.removeAttribute(FOOTER_PLATFORM_ATTRIBUTE);
  setWidth(1024);
});

function PlatformProbe() {
  return <p>{useFooterPlatform()}</p>;
}

describe('useFooterPlatform ("phone below 768 px, tablet below 1280 px, else classic")', () => {
  it.each([
    [375, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1279, 'tablet'],
    [1280, 'classic'],
    [1440, 'classic'],
  ])('a %i px wide window is %s', (width, platform) => {
    setWidth(width);
    expect(renderHook(() => useFooterPlatform()).result.current).toBe(platform);
  });

  it('the server (and the hydrating render) use the default width 20000: classic', () => {
    setWidth(375);
    expect(FOOTER_DEFAULT_WIDTH).toBe(20000);
    expect(renderToString(<PlatformProbe />)).toBe('<p>classic</p>');
  });

  it('follows resizes across both thresholds', () => {
    setWidth(1440);
    const { result } = renderHook(() => useFooterPlatform());
    expect(result.current).toBe('classic');
    resizeTo(1279);
    expect(result.current).toBe('tablet');
    resizeTo(767);
    expect(result.current).toBe('phone');
    resizeTo(768);
    expect(result.current).toBe('tablet');
    resizeTo(1280);
    expect(result.current).toBe('classic');
  });

  it('the page attribute beats the width ("Platform comes from an attribute on the page")', () => {
    setWidth(1440);
    document.documentElement.setAttribute(FOOTER_PLATFORM_ATTRIBUTE, 'SMARTPHONE');
    const { result } = renderHook(() => useFooterPlatform());
    expect(result.current).toBe('phone');
    resizeTo(1920);
    expect(result.current).toBe('phone');
  });

  it.each([
    ['tablet', 375, 'tablet'],
    ['classic', 375, 'classic'],
    ['MATCH', 1440, 'phone'],
    ['fridge', 375, 'phone'],
    ['', 1279, 'tablet'],
  ])('attribute %j at %i px → %s (an unknown value falls back to the width)', (attribute, width, platform) => {
    setWidth(width);
    document.documentElement.setAttribute(FOOTER_PLATFORM_ATTRIBUTE, attribute);
    expect(renderHook(() => useFooterPlatform()).result.current).toBe(platform);
  });
});
