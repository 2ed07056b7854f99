/**
 * Mount cost: `?kind=button` mounts the library's Button `count` times (default 500), `?kind=plain` as many plain
 * <button> elements with the same labels. `window.bench.mount()` mounts once into a new root and returns the
 * milliseconds of the synchronous render, commit, style and layout (read back through a layout query): what the first
 * frame waits for. On load, both kinds of page first lay out the same two texts, one in a plain button's font and one
 * with the Button's class, without React: the fonts' first use and the style sheets' first matching are paid by any
 * page once, not per button, so neither side's measure carries them.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Button } from '../../../src/primitives/Button';
import { button as buttonClass } from '../../../src/primitives/Button/Button.css';

const params = new URLSearchParams(window.location.search);
const kind = params.get('kind') === 'button' ? 'button' : 'plain';
const count = Number(params.get('count') ?? 500);
const labels = Array.from({ length: count }, (_, index) => `Button ${index + 1}`);

function Buttons() {
  return (
    <div>
      {kind === 'button'
        ? labels.map((label) => <Button key={label}>{label}</Button>)
        : labels.map((label) => (
            <button key={label} type="button">
              {label}
            </button>
          ))}
    </div>
  );
}

declare global {
  interface Window {
    bench?: Record<string, unknown>;
  }
}

/** Milliseconds of a synchronous change plus the style and layout it causes (a layout query forces them). */
function forcedLayoutMs(change: () => void): number {
  const start = performance.now();
  change();
  document.documentElement.getBoundingClientRect();
  return performance.now() - start;
}

const container = document.getElementById('root')!;

const warmUp = document.createElement('div');
for (const className of ['', buttonClass()]) {
  const element = document.createElement('button');
  element.className = className;
  element.textContent = labels[0] ?? '';
  warmUp.append(element);
}
document.body.append(warmUp);
document.documentElement.getBoundingClientRect();
warmUp.remove();

window.bench = {
  kind,
  mount: () => forcedLayoutMs(() => flushSync(() => createRoot(container).render(<Buttons />))),
  count: () => container.querySelectorAll('button').length,
};
