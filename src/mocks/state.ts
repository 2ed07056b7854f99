/**
 * The state of one reference-services instance. Each route module keeps its own part in a named slot, created on
 * first use, so modules stay independent and every instance (each test, each story) starts fresh.
 */
export interface SeedOptions {
  /** The clock the services use (A/B tests active by date, token expiry). Default: real time. */
  now?: () => Date;
}

export interface ReferenceState {
  readonly now: () => Date;
  /**
   * A new id: `${prefix}-` and 128 random bits from crypto, in hex. Session ids and subscriber tokens are secrets
   * that stand for a visitor, so none can be guessed from another (a counter could).
   */
  newId(prefix: string): string;
  /** The module's state named `name`, made by `init` on first use. */
  slot<T>(name: string, init: () => T): T;
}

/** 16 bytes: 128 bits, as much as a UUID's. */
const ID_BYTES = 16;

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function createState(options: SeedOptions = {}): ReferenceState {
  const slots = new Map<string, unknown>();
  return {
    now: options.now ?? (() => new Date()),
    newId: (prefix) => `${prefix}-${randomHex(ID_BYTES)}`,
    slot<T>(name: string, init: () => T): T {
      if (!slots.has(name)) slots.set(name, init());
      return slots.get(name) as T;
    },
  };
}
