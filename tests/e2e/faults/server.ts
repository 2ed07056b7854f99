import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Fault, RouteKey } from '../../../src/mocks/faults';

/** The fault control endpoint of the reference services (src/mocks/app.ts), open only with CREMA_CONTROL_ENDPOINT=1. */
const CONTROL_PATH = '/service/__control/faults';

/**
 * Ports of the matrix's own storefronts: 4300 (or E2E_FAULT_PORT_BASE, so two runs on one machine do not clash) + 20
 * per parallel worker, the first the worker's server, the rest the servers of its server-side hang cells (clear of
 * 4173/4174 and the engineers' 4181-4189).
 */
export const FAULT_PORT_BASE = Number(process.env.E2E_FAULT_PORT_BASE ?? 4300);
export const PORTS_PER_WORKER = 20;
const SERVER_START_TIMEOUT_MS = 60_000;

/** One storefront process of the built copy with the control endpoint open, and its own fault table. */
export interface FaultServer {
  url: string;
  setFault(route: RouteKey, fault: Fault): Promise<void>;
  clearFaults(): Promise<void>;
  /** What the server wrote (its loaders log the failures they fall back from). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node <root>/build/storefront/server/main.js` (the build the config's webServer has just made, E2E_ROOT or
 * the checkout) in production mode on 127.0.0.1:`port`, resolving once it listens. Stopped by its own PID.
 */
export async function startFaultServer(port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<FaultServer> {
  const root = resolve(process.env.E2E_ROOT ?? '.');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    NODE_ENV: 'production',
    CREMA_CONTROL_ENDPOINT: '1',
    PORT: String(port),
  };
  // The fault table lives in the in-process reference services: never a shared backend.
  delete env.SERVICES_URL;
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'build/storefront/server/main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
      fail(new Error(`storefront on ${port} did not start:\n${output}`));
    }, SERVER_START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(url)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`storefront on ${port} exited (${code}):\n${output}`));
    });
  });

  const control = async (method: 'PUT' | 'DELETE', body?: unknown) => {
    const response = await fetch(`${url}${CONTROL_PATH}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${CONTROL_PATH}: ${response.status} ${await response.text()}`);
  };

  return {
    url,
    setFault: (route, fault) => control('PUT', { route, fault }),
    clearFaults: () => control('DELETE'),
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.pid === undefined) return done();
        child.once('exit', () => done());
        process.kill(child.pid, 'SIGTERM');
      }),
  };
}
