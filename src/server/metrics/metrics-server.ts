import Fastify from 'fastify';
import type { Metrics } from './metrics';

/**
 * Prometheus metrics on a port of their own (METRICS_PORT, loopback by default), so they are never
 * reachable through the public port and need no login.
 */
export async function startMetricsServer(metrics: Metrics, options: { port: number; host: string }) {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await server.listen({ port: options.port, host: options.host });
  return server;
}
