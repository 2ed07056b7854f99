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
  /** A new id, unique within this instance: `${prefix}-${n}`. */
  newId(prefix: string): string;
  /** The module's state named `name`, made by `init` on first use. */
  slot<T>(name: string, init: () => T): T;
}

export function createState(options: SeedOptions = {}): ReferenceState {
  const slots = new Map<string, unknown>();
  let counter = 0;
  return {
    now: options.now ?? (() => new Date()),
    newId: (prefix) => `${prefix}-${(++counter).toString(36)}`,
    slot<T>(name: string, init: () => T): T {
      if (!slots.has(name)) slots.set(name, init());
      return slots.get(name) as T;
    },
  };
}
