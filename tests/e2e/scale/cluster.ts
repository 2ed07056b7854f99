import { join } from 'node:path';
import { startServer, type ServerProcess } from './processes';

/** The build the config's webServer has just made (E2E_ROOT keeps each run's copy apart). */
const root = process.env.E2E_ROOT ?? '.';

/** The time a cluster's processes may take to start, and to stop (each), on a shared two-core machine. */
export const CLUSTER_TIMEOUT_MS = 120_000;

/** The reference services on their own and storefront instances of the built server in front of them. */
export interface Cluster {
  services: ServerProcess;
  instances: ServerProcess[];
  /** Every process, services first. */
  processes: ServerProcess[];
  stop: () => Promise<void>;
}

/**
 * Starts the reference services once (`npm run services`) and `instances` storefront instances whose SERVICES_URL
 * points at them: what one instance writes (cart, login, subscriber) the others read from the services. A failing
 * start stops what had started.
 */
export async function startCluster(instances: number): Promise<Cluster> {
  const processes: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
  };
  try {
    const services = await startServer('services', ['--import', 'tsx', 'reference-app/server/services.ts'], {});
    processes.push(services);
    const started = await Promise.all(
      Array.from({ length: instances }, (_, i) =>
        startServer(`storefront ${i}`, [join(root, 'build', 'storefront', 'server', 'main.js')], {
          NODE_ENV: 'production',
          SERVICES_URL: services.url,
        }),
      ),
    );
    processes.push(...started);
    return { services, instances: started, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
