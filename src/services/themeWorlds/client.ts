import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallOptions, ServiceCall, ServiceResult } from '../http/types';
import { THEME_WORLDS_PATH } from './constants';
import { themeWorldsResponseSchema, type ThemeWorldsNavigation } from './contract';

const themeWorldsCall = defineCall({
  service: 'themeWorlds',
  name: 'fetchThemeWorlds',
  method: 'GET',
  path: THEME_WORLDS_PATH,
  contract: themeWorldsResponseSchema,
});

/** GET /service/themeworld-frontend/api/themeworlds/navigation: the theme-world flyout's data. */
export function fetchThemeWorlds(
  client: ServiceClient,
  options?: CallOptions,
): Promise<ServiceResult<ThemeWorldsNavigation>> {
  return themeWorldsCall.send(client, undefined, options);
}

export const themeWorldsCalls: readonly ServiceCall[] = [themeWorldsCall];
