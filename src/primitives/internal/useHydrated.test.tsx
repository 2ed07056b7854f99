import { act, render } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { useHydrated } from './useHydrated';

const never = new Promise<never>(() => {});

function State({ suspendWhenHydrated = false }: { suspendWhenHydrated?: boolean }) {
  const hydrated = useHydrated();
  if (hydrated && suspendWhenHydrated) use(never);
  return <p>{hydrated ? 'hydrated' : 'server'}</p>;
}

async function hydrate(tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is false on the server', () => {
    expect(renderToString(<State />)).toBe('<p>server</p>');
  });

  it('is true at once when mounted on the client', () => {
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    render(<Recorder />);
    expect(seen[0]).toBe(true);
  });

  it('is false while hydrating (no mismatch) and true after', async () => {
    const { container, recoverable } = await hydrate(<State />);
    expect(container.textContent).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('switches after hydration as a transition: what suspends then keeps the server HTML, no fallback', async () => {
    const { container } = await hydrate(
      <Suspense fallback={<p>loading</p>}>
        <State suspendWhenHydrated />
      </Suspense>,
    );
    expect(container.textContent).toBe('server');
  });
});
