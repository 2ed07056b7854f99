import { createReferenceServices, DEMO_LOGIN_TOKEN_TIMES } from 'crema/mocks';

/**
 * The reference services as the demo runs them, in the storefront's process (`npm start` without SERVICES_URL) or
 * alone (`npm run services`): the demo's short login-token clock, and the fault control endpoint
 * (PUT /service/__control/faults) only with CREMA_CONTROL_ENDPOINT=1, for the fault matrix's own server.
 */
export const demoReferenceServices = (env: NodeJS.ProcessEnv = process.env) =>
  createReferenceServices({
    controlEndpoint: env.CREMA_CONTROL_ENDPOINT === '1',
    loginTokenTimes: DEMO_LOGIN_TOKEN_TIMES,
  });
