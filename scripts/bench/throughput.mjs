// Throughput of the storefront's server rendering: requests per second and latency (median, p95) of anonymous page
// requests on one server process, driven by autocannon on 127.0.0.1 with a bounded number of connections for a fixed
// time after a warm-up. Each response's latency is kept, so the p95 is exact (autocannon's own summary has no p95).
import autocannon from 'autocannon';

/** The quantile `q` (0..1) of sorted `values`, by the nearest-rank method. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1];
}

/** One autocannon run against `url`; resolves with its rate, latencies and what was not a 200. */
function load(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const instance = autocannon(
      // No cookies: an anonymous visitor's first request, as a shared cache sees most of them.
      { url, connections, duration: seconds, headers: { accept: 'text/html' } },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          perSecond: latencies.length / seconds,
          p50Ms: quantile(latencies, 0.5),
          p95Ms: quantile(latencies, 0.95),
          statuses: Object.fromEntries(statuses),
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/**
 * Server rendering of each of `paths` on the storefront at `storefrontUrl`: a warm-up run (the server's first
 * renders, the JIT), then the measured run. A path whose answers were not all 200 is reported as failed.
 */
export async function runThroughput({ storefrontUrl, paths, connections, seconds, warmupSeconds, log }) {
  const pages = {};
  for (const path of paths) {
    const url = `${storefrontUrl}${path}`;
    log(`throughput: ${path}, ${connections} connections, ${warmupSeconds} s warm-up, ${seconds} s measured`);
    await load(url, { connections, seconds: warmupSeconds });
    const measured = await load(url, { connections, seconds });
    const notOk = Object.entries(measured.statuses).filter(([status]) => status !== '200');
    pages[path] = {
      ...measured,
      failed:
        notOk.length > 0 || measured.errors > 0 || measured.timeouts > 0
          ? `statuses ${JSON.stringify(measured.statuses)}, ${measured.errors} errors, ${measured.timeouts} timeouts`
          : null,
    };
  }
  return { connections, seconds, warmupSeconds, pages };
}
