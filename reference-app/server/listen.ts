/** Where a server of the reference app listens unless HOST says otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/** The storefront's port unless PORT says otherwise (`npm start`, `npm run dev`). */
export const STOREFRONT_PORT = 4173;

/** The reference services' port when they run alone (`npm run services`). */
export const SERVICES_PORT = 4180;

export interface ListenAddress {
  hostname: string;
  port: number;
}

/**
 * The address from HOST and PORT: HOST is a host name or IP address (default 127.0.0.1; 0.0.0.0 or :: listens on
 * every interface), PORT a TCP port 0-65535 (default `port`; 0 lets the system pick a free one, as the tests that
 * start several servers do). A value that is neither stops the server at start with a message that names it, instead
 * of listening somewhere unexpected.
 */
export function listenAddress(env: NodeJS.ProcessEnv, port: number): ListenAddress {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (!/^[\w.:-]+$/.test(host)) throw new Error(`HOST must be a host name or IP address, not "${env.HOST}"`);
  const portText = env.PORT?.trim() || String(port);
  const chosen = Number(portText);
  if (!/^\d+$/.test(portText) || chosen > 65535) {
    throw new Error(`PORT must be a TCP port from 0 to 65535, not "${env.PORT}"`);
  }
  return { hostname: host, port: chosen };
}

/** The address as a URL for the start message (an IPv6 address in brackets). */
export const addressUrl = ({ hostname, port }: ListenAddress): string =>
  `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
