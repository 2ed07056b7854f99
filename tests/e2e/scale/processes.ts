import { spawn, type ChildProcess } from 'node:child_process';

/** A server process of the scale test: its address, and a stop by its own PID. */
export interface ServerProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** Everything it printed so far (its errors, when a test fails). */
  output: () => string;
}

/** How long a server may take to say where it listens (tsx compiles the services on start; two cores shared). */
const START_TIMEOUT_MS = 60_000;

/** How long a server may take to end after SIGTERM before it is killed. */
const STOP_GRACE_MS = 5_000;

/** The address a Crema server prints once it listens: "… at http://127.0.0.1:<port>". */
const LISTENING = /at (http:\/\/127\.0\.0\.1:\d+)/;

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts `node …args` on a free port of 127.0.0.1 (PORT=0) and resolves once it prints its address. Its output is
 * kept and shown if it dies or never listens, so a failing start says why.
 */
export function startServer(name: string, args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<ServerProcess>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGTERM');
      reject(new Error(`${name}: ${why}\n${output}`));
    };
    const timer = setTimeout(() => fail(`no address within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before listening`));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = LISTENING.exec(output)?.[1];
      if (!url || child.pid === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const pid = child.pid;
      resolve({
        url,
        pid,
        output: () => output,
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = stopped(child);
          process.kill(pid, 'SIGTERM');
          // A process that does not end on SIGTERM within the grace time is killed, by the same PID.
          const grace = setTimeout(() => process.kill(pid, 'SIGKILL'), STOP_GRACE_MS);
          await exited;
          clearTimeout(grace);
        },
      });
    });
  });
}
