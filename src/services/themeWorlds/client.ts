import { requestJson, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult } from '../http/types';
import { THEME_WORLDS_PATH } from './constants';
import { themeWorldsResponseSchema, type ThemeWorldsNavigation } from './contract';

/** GET /service/themeworld-frontend/api/themeworlds/navigation (spec 000 §7 #6). */
export function fetchThemeWorlds(client: ServiceClient): Promise<ServiceResult<ThemeWorldsNavigation>> {
  return requestJson(client, { method: 'GET', path: THEME_WORLDS_PATH }, themeWorldsResponseSchema);
}

export const themeWorldsCalls: ServiceCall[] = [
  { service: 'themeWorlds', name: 'fetchThemeWorlds', method: 'GET', path: THEME_WORLDS_PATH },
];
