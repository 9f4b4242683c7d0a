import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';

/**
 * Prometheus metrics of one app instance. Business totals (PDFs, payments, outbox depth) are read
 * from the database when scraped, so every instance reports the same truth.
 */
export function createMetrics(db: Db) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram({
    name: 'inventdraft_http_request_duration_seconds',
    help: 'HTTP request latency by route, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const drafterTurnDuration = new Histogram({
    name: 'inventdraft_drafter_turn_duration_seconds',
    help: 'Time the drafter takes for one chat turn',
    labelNames: ['drafter', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const pdfGenerationDuration = new Histogram({
    name: 'inventdraft_pdf_generation_duration_seconds',
    help: 'Time to render and pre-flight one application PDF',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const paymentsVerified = new Counter({
    name: 'inventdraft_payments_verified_total',
    help: 'Payments verified by this instance (confirm call or webhook)',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  const queryGauge = (name: string, help: string, query: ReturnType<typeof sql>, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const result = await db.execute<{ label?: string; value: number }>(query);
        this.reset();
        for (const row of result.rows) {
          if (labelNames.length) this.set({ [labelNames[0]!]: row.label ?? '' }, Number(row.value));
          else this.set(Number(row.value));
        }
      },
    });
  queryGauge(
    'inventdraft_sessions',
    'Sessions in the database',
    sql`select count(*)::int as value from sessions`,
  );
  queryGauge(
    'inventdraft_pdfs_generated',
    'Stored application PDFs',
    sql`select count(*)::int as value from pdf_documents`,
  );
  queryGauge(
    'inventdraft_payments',
    'Payment records by status',
    sql`select status as label, count(*)::int as value from payments group by status`,
    ['status'],
  );
  queryGauge(
    'inventdraft_outbox_depth',
    'E-mails waiting in the outbox (due now or retrying; not reminders scheduled for a later day)',
    sql`select count(*)::int as value from outbox
        where sent_at is null and (next_attempt_at <= now() or attempts > 0)`,
  );

  return { registry, httpRequestDuration, drafterTurnDuration, pdfGenerationDuration, paymentsVerified };
}

export type Metrics = ReturnType<typeof createMetrics>;
