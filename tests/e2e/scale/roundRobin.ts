import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the test's load balancer adds to every answer: which instance (0, 1, …) served it. */
export const INSTANCE_HEADER = 'x-scale-instance';

/** One request as the balancer passed it on. */
export interface Served {
  instance: number;
  method: string;
  path: string;
}

/**
 * A load balancer as small as it gets, on a free port of 127.0.0.1: each request goes to the next instance in turn,
 * whatever connection it came on (no stickiness), headers and body as they are. It records who served what.
 */
export async function startRoundRobin(targets: readonly string[]) {
  const served: Served[] = [];
  let next = 0;
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const instance = next;
    next = (next + 1) % targets.length;
    served.push({ instance, method: incoming.method ?? 'GET', path: incoming.url ?? '/' });
    const target = new URL(incoming.url ?? '/', targets[instance]);
    const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: String(instance) });
      answer.pipe(outgoing);
    });
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // After close: no new connection comes in, and the kept-alive ones end now, not at their timeout.
        server.closeAllConnections();
      }),
  };
}
