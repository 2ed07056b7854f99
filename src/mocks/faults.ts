/**
 * Fault injection for the reference services: per route, set per app instance (in process) or through the
 * control endpoint (dev server). A fault applies to every request of its route until cleared.
 */
import { z } from 'zod/mini';

export const faultSchema = z.object({
  /** Extra delay before the answer, in ms. */
  latencyMs: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Never answer (until the request is aborted). */
  hang: z.optional(z.boolean()),
  /** Answer with this status and an error body instead of the real answer. */
  status: z.optional(z.number().check(z.int(), z.gte(100), z.lte(599))),
  /** Answer 200 with a body that is not valid JSON. */
  malformed: z.optional(z.boolean()),
  /** Answer 200 with valid JSON of the wrong shape. */
  wrongShape: z.optional(z.boolean()),
  /** Drop the connection: no HTTP answer at all (a network error for the client). */
  drop: z.optional(z.boolean()),
});
export type Fault = z.infer<typeof faultSchema>;

/** A route key: method and path pattern as the routes are declared, e.g. `GET /service/promotion/api/promotion/:id`. */
export type RouteKey = `${string} /service/${string}`;

export const routeKey = (method: string, path: string): RouteKey => `${method.toUpperCase()} ${path}` as RouteKey;

/** The faults of one reference-services instance. */
export class FaultTable {
  private readonly faults = new Map<string, Fault>();
  set(key: RouteKey, fault: Fault): void {
    this.faults.set(key, faultSchema.parse(fault));
  }
  clear(key?: RouteKey): void {
    if (key) this.faults.delete(key);
    else this.faults.clear();
  }
  get(key: string): Fault | undefined {
    return this.faults.get(key);
  }
  /** The fault whose route (a path pattern with `:params`) matches this request, if any. */
  match(method: string, path: string): Fault | undefined {
    for (const [key, fault] of this.faults) {
      const [m, pattern = ''] = key.split(' ');
      if (m !== method.toUpperCase()) continue;
      const regex = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      if (regex.test(path)) return fault;
    }
    return undefined;
  }
  list(): Record<string, Fault> {
    return Object.fromEntries(this.faults);
  }
}

/** Marks a response the in-process fetch turns into a network error (the "dropped connection" fault). */
export const DROPPED_HEADER = 'x-crema-dropped';
/** What a malformed body looks like: JSON cut off in the middle. */
export const MALFORMED_BODY = '{"truncated": ';
/**
 * What a wrong-shape body looks like: valid JSON no contract accepts. A list of strings, because some contracts
 * accept any object (every field optional, missing lists read as empty).
 */
export const WRONG_SHAPE_BODY = ['this', 'is', 'not', 'the', 'contract'];
