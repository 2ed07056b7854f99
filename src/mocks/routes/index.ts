import type { RegisterRoutes } from '../app';

/** Every route module of the reference services, in one list. */
export const allRoutes: readonly RegisterRoutes[] = [];
