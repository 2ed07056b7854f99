// The bench's own copy of the storefront (built into .tmp/bench, never build/), its server, and a static server for
// the trivial reference page and the bench pages. Servers bind 127.0.0.1 and are stopped by their own PID.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { tsImport } from 'tsx/esm/api';

export const benchRoot = '.tmp/bench';
export const storefrontPort = Number(process.env.BENCH_STOREFRONT_PORT ?? 4188);
export const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 4288);
export const cachePort = Number(process.env.BENCH_CACHE_PORT ?? 4388);
const clientDirOf = (root) => join(root, 'build', 'storefront', 'client');
const serverEntryOf = (root) => join(root, 'build', 'storefront', 'server', 'main.js');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Builds the storefront (client and server) into `root`, as playwright.config.ts does for E2E_ROOT. */
export function buildStorefront(root = benchRoot) {
  run('node_modules/.bin/vite', ['build', '--config', 'reference-app/vite.config.ts', '--logLevel', 'error'], {
    STOREFRONT_OUT: join(root, 'build', 'storefront'),
  });
  return clientDirOf(root);
}

export const hasStorefrontBuild = (root = benchRoot) =>
  existsSync(join(clientDirOf(root), '.vite', 'manifest.json')) && existsSync(serverEntryOf(root));

const waitForPort = async (port, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
};

const children = new Set();
const stopAll = () => {
  for (const child of children) child.kill();
};
process.once('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });

/** Starts the production storefront server of `root` on the bench's port; `stop()` kills its PID. */
export async function startStorefront(root = benchRoot, port = storefrontPort) {
  const child = spawn(process.execPath, [serverEntryOf(root)], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the storefront server exited (${code}) before listening`))),
  );
  await Promise.race([waitForPort(port), exited]);
  exited.catch(() => {});
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      children.delete(child);
      if (child.exitCode === null) process.kill(child.pid);
    },
  };
}

/**
 * The trivial page Lighthouse's LCP is compared with: a heading and a paragraph, no script, no style sheet, no web
 * font. Whatever the machine and the simulated network add to a paint, they add to both.
 */
export const trivialPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trivial page</title></head>
<body><h1>A trivial page</h1><p>One heading and one paragraph: the fastest a page can paint on this machine.</p></body>
</html>`;

/** Serves the trivial page at `/` and `dir` (the bench pages' build) under it, in this process. */
export async function startStatic(dir, port = staticPort) {
  const serve = dir && existsSync(dir) ? sirv(dir, { dev: false, etag: true }) : null;
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/trivial') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(trivialPage);
      return;
    }
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    if (serve) serve(req, res, notFound);
    else notFound();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The shop's shared cache (Debian's nginx with reference-app/proxy/nginx.ts's configuration) in front of the storefront
 * at `storefrontUrl`, on the bench's cache port; `stop()` ends nginx by its PID and removes its folder.
 */
export async function startCache(storefrontUrl, port = cachePort) {
  const { startProxy } = await tsImport('../../reference-app/proxy/nginx.ts', import.meta.url);
  const workDir = mkdtempSync(join(tmpdir(), 'crema-bench-cache-'));
  const proxy = await startProxy({ port, upstreams: [new URL(storefrontUrl).host], workDir });
  return {
    url: proxy.url,
    async stop() {
      await proxy.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
