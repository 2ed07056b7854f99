/**
 * The storefront's shared cache: an nginx configuration for a caching reverse proxy in front of any number of
 * storefront instances, and a way to run Debian's nginx with it (the proxy test and the bench do).
 *
 * What it keeps and for whom comes from the storefront, never from a second list here:
 * - what may be kept, and how long: the storefront's Cache-Control (`s-maxage`, `stale-while-revalidate`;
 *   `private, no-store` for a visitor's own pages, form answers and failures), and answers that set a cookie are
 *   never kept;
 * - the cache key: the address plus the values of the cookies the page depends on and the device class the
 *   app-install banner depends on (`sharedCache: 'key'` in the cookie inventory, the banner's user-agent patterns), in
 *   place of the storefront's `Vary: Cookie, User-Agent`, so one visitor's other cookies do not split the entries;
 * - the cookies that bypass the cache: `sharedCache: 'bypass'` (staff preview, reduced header, content view);
 * - the CSP nonce: every answer, kept or not, gets a fresh one. The storefront's nonce in the kept HTML (`nonce="…"`)
 *   and in its policy is replaced by this request's id (128 random bits), so no two visitors get the same nonce; a
 *   304 carries no policy (the stored one goes with the stored HTML).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { appBannerDevices, userAgentPatterns, type AppBannerDevice } from 'crema/server';
import { cookieInventory } from '../server/cookieInventory';
import { POLICY_NONCE_COUNT } from '../server/csp';

/** Debian's nginx (package nginx-light or nginx): scripts/ensure-debian-packages.sh installs it. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The answer header that says whether the cache answered: HIT, MISS, BYPASS, EXPIRED, STALE, UPDATING, REVALIDATED. */
export const CACHE_STATUS_HEADER = 'x-cache';

/** How much the cache may hold (the keys in memory, the pages on disk). */
const KEYS_ZONE_MB = 10;
const MAX_CACHE_SIZE_MB = 256;

export interface ProxyOptions {
  /** The port on 127.0.0.1 the proxy listens on (0 is not possible for nginx: pick a free one). */
  port: number;
  /** The storefront instances, as host:port. */
  upstreams: readonly string[];
  /** A folder of its own: configuration, cache, temporary files, pid and error log. */
  workDir: string;
}

/** A name as a PCRE that matches exactly it. */
const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A cookie's value from the Cookie header, as a PCRE for an nginx map (`$value`, empty without the cookie). */
const cookieRegex = (name: string) => `(?:^|;\\s*)${literal(name)}=(?<value>[^;]*)`;

/** An nginx variable name for the value of a cookie. */
const cookieVariable = (name: string) => `$crema_cookie_${name.replace(/\W/g, '_').toLowerCase()}`;

/** A JavaScript regular expression's source as PCRE (the same syntax here, with `/` unescaped). */
const sourceOf = (pattern: RegExp) => pattern.source.replace(/\\\//g, '/');

/** A JavaScript regular expression as an nginx map's PCRE (`~*` when it ignores case). */
const pcreOf = (pattern: RegExp) => `${pattern.flags.includes('i') ? '~*' : '~'}${sourceOf(pattern)}`;

/**
 * The app-install banner's device classes, as the banner tells them apart on the server (`appBannerDevice` with no
 * touch points): Android first, then iOS in Chrome, then iOS in another browser; anything else is `other`.
 */
function deviceMap(): string {
  const devices: Record<Exclude<AppBannerDevice, 'other'>, string> = {
    android: pcreOf(userAgentPatterns.android),
    'ios-chrome': `~^(?=.*${sourceOf(userAgentPatterns.ios)})(?=.*${sourceOf(userAgentPatterns.iosChrome)})`,
    'ios-other': pcreOf(userAgentPatterns.ios),
  };
  const other: AppBannerDevice = 'other';
  const rows = appBannerDevices
    .filter((d) => d !== other)
    .map((d) => `    "${devices[d as keyof typeof devices]}" ${d};`);
  return ['map $http_user_agent $crema_device {', `    default ${other};`, ...rows, '}'].join('\n');
}

/** The cookies whose values key the cache, and those that bypass it, from the cookie inventory. */
export const sharedCacheCookies = {
  key: cookieInventory.filter((entry) => entry.sharedCache === 'key').map((entry) => entry.name),
  bypass: cookieInventory.filter((entry) => entry.sharedCache === 'bypass').map((entry) => entry.name),
};

/**
 * The policy with every `'nonce-…'` replaced by `$request_id`: one regular expression with as many nonces as the
 * storefront's policy has (POLICY_NONCE_COUNT); any other policy passes unchanged, and its stale nonce then blocks
 * the page's nonced elements rather than allowing anything.
 */
function policyMap(nonces: number): string {
  const parts = Array.from({ length: nonces + 1 }, (_, i) => `(?<p${i}>.*?)`);
  const regex = `~^${parts.slice(0, -1).join("'nonce-[^']+'")}'nonce-[^']+'(?<p${nonces}>.*)$`;
  const value = parts.map((_, i) => `$p${i}`).join("'nonce-$request_id'");
  return [
    'map $upstream_http_content_security_policy $crema_fresh_policy {',
    '    default $upstream_http_content_security_policy;',
    `    "${regex}" "${value}";`,
    '}',
    // A 304 carries no policy: the browser keeps the stored one, whose nonce is in the HTML it keeps.
    'map $status $crema_policy {',
    '    default $crema_fresh_policy;',
    '    304 "";',
    '}',
  ].join('\n');
}

/** Indents each line of a block of the configuration by one level. */
const indent = (block: string) =>
  block
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');

/** The nginx configuration of the shared cache. */
export function nginxConfig({ port, upstreams, workDir }: ProxyOptions): string {
  const keyCookies = sharedCacheCookies.key;
  const bypassNames = sharedCacheCookies.bypass.map(literal);
  const key = ['$scheme$host$request_uri', ...keyCookies.map(cookieVariable), '$crema_device'].join('|');
  const maps = [
    ...keyCookies.map((name) =>
      [
        `map $http_cookie ${cookieVariable(name)} {`,
        '    default "";',
        `    "~${cookieRegex(name)}" $value;`,
        '}',
      ].join('\n'),
    ),
    [
      'map $http_cookie $crema_bypass {',
      '    default 0;',
      `    "~(?:^|;\\s*)(?:${bypassNames.join('|')})=" 1;`,
      '}',
    ].join('\n'),
    deviceMap(),
    [
      'map $upstream_http_content_security_policy $crema_upstream_nonce {',
      '    default "";',
      `    "~'nonce-(?<nonce>[^']+)'" $nonce;`,
      '}',
    ].join('\n'),
    policyMap(POLICY_NONCE_COUNT),
  ].join('\n\n');
  return `# The storefront's shared cache (generated by reference-app/proxy/nginx.ts).
daemon off;
worker_processes 1;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'error.log')} warn;
events { worker_connections 1024; }

http {
    access_log off;
    client_body_temp_path ${join(workDir, 'client_body')};
    proxy_temp_path ${join(workDir, 'proxy_temp')};
    fastcgi_temp_path ${join(workDir, 'fastcgi_temp')};
    uwsgi_temp_path ${join(workDir, 'uwsgi_temp')};
    scgi_temp_path ${join(workDir, 'scgi_temp')};
    proxy_cache_path ${join(workDir, 'cache')} levels=1:2 keys_zone=crema:${KEYS_ZONE_MB}m max_size=${MAX_CACHE_SIZE_MB}m inactive=1h use_temp_path=off;

${indent(maps)}

    upstream storefront {
${upstreams.map((address) => `        server ${address};`).join('\n')}
        keepalive 16;
    }

    server {
        listen 127.0.0.1:${port};

        location / {
            proxy_pass http://storefront;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            # The HTML comes unencoded, so its nonces can be replaced.
            proxy_set_header Accept-Encoding "";

            proxy_cache crema;
            proxy_cache_key "${key}";
            # The key holds what the page depends on; the storefront's Vary (Cookie, User-Agent) is for caches that
            # cannot know it.
            proxy_ignore_headers Vary;
            proxy_cache_bypass $crema_bypass;
            proxy_no_cache $crema_bypass;
            proxy_cache_revalidate on;
            proxy_cache_lock on;
            proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
            proxy_cache_background_update on;
            add_header ${CACHE_STATUS_HEADER} $upstream_cache_status always;

            # A fresh nonce in every answer, kept or not.
            sub_filter_types text/html;
            sub_filter_once off;
            sub_filter 'nonce="$crema_upstream_nonce"' 'nonce="$request_id"';
            # The page is the same with another nonce: its (weak) ETag stays, so browsers still get 304s.
            sub_filter_last_modified on;
            proxy_hide_header Content-Security-Policy;
            add_header Content-Security-Policy $crema_policy always;
        }
    }
}
`;
}

/** A running proxy: its address and PID; `stop()` ends it by that PID. */
export interface RunningProxy {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** nginx's error log so far (shown when a test fails). */
  errors: () => string;
}

/** How long nginx may take to listen. */
const START_TIMEOUT_MS = 10_000;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Writes the configuration into `workDir`, starts nginx in the foreground with it and resolves once it listens. */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  mkdirSync(options.workDir, { recursive: true });
  // Started as root, nginx runs its workers as an unprivileged user (Debian's www-data), who must reach the cache.
  chmodSync(options.workDir, 0o755);
  const config = join(options.workDir, 'nginx.conf');
  writeFileSync(config, nginxConfig(options));
  const errorLog = join(options.workDir, 'error.log');
  const errors = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const child = spawn(NGINX_PATH, ['-p', options.workDir, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + START_TIMEOUT_MS;
  while (!(await listening(options.port))) {
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100, 'waiting'))]);
    if (code !== 'waiting' || Date.now() > until) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`nginx did not start (${String(code)}): ${output}${errors()}`);
    }
  }
  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid,
    errors,
    stop: async () => {
      if (child.exitCode !== null) return;
      // SIGQUIT: nginx's graceful shutdown of its master and workers.
      process.kill(pid, 'SIGQUIT');
      await exited;
    },
  };
}
