/** @vitest-environment happy-dom */
import { focusNextAfter } from './focus';

describe('focusNextAfter: where focus goes when the part it was in closes (the top banner, the app banner)', () => {
  it('is the first focusable element after it, skipping those inside it, hidden, inert or out of the tab order', () => {
    document.body.innerHTML = `
      <a href="/before">before</a>
      <div id="banner"><button>close</button></div>
      <div hidden><a href="/hidden">hidden</a></div>
      <div inert><a href="/inert">inert</a></div>
      <button disabled>disabled</button>
      <span tabindex="-1">not in the tab order</span>
      <a href="/">logo</a>`;
    expect(focusNextAfter(document.getElementById('banner'))).toBe(true);
    expect(document.activeElement?.textContent).toBe('logo');
  });

  it('leaves focus where it is when nothing focusable follows', () => {
    document.body.innerHTML = `<a href="/before">before</a><div id="banner"><button>close</button></div>`;
    const close = document.querySelector('button')!;
    close.focus();
    expect(focusNextAfter(document.getElementById('banner'))).toBe(false);
    expect(document.activeElement).toBe(close);
  });
});
