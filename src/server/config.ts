import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'openai-compatible'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

/** Design §2: every setting is an environment variable, checked here before anything starts. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number()
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be at most 65535')
    .default(5000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).default('InventDraft <no-reply@inventdraft.local>'),
  SUPPORT_EMAIL: z.string().trim().email('must be an e-mail address').default('support@inventdraft.local'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Where the stripe client connects; only set to reach a local fake of Stripe's API in tests. */
  STRIPE_API_URL: urlWithProtocols(['http:', 'https:']).optional(),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('offline'),
  AI_MODEL: optionalText,
  AI_BASE_URL: urlWithProtocols(['http:', 'https:']).optional(),
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Unset: X-Forwarded-For is ignored (clients could forge their IP). A hop count or proxy addresses. */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(\d+|[0-9a-fA-F.:/,\s]+)$/,
      'must be a number of proxy hops or a comma-separated list of proxy addresses',
    )
    .optional(),
  METRICS_PORT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .max(65535, 'must be at most 65535')
    .optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Encrypts backups (AES-256-GCM, key derived with scrypt); restore then needs the same value. */
  BACKUP_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  adminPassword: string;
  /** True when ADMIN_PASSWORD was not set and a random one was made for this run. */
  adminPasswordGenerated: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | undefined;
    apiUrl: string | undefined;
  } | null;
  ai: {
    provider: (typeof AI_PROVIDERS)[number];
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
  };
  /** Fastify's trustProxy: false, a hop count, or the addresses of trusted proxies. */
  trustProxy: boolean | number | string;
  /** Prometheus metrics on a port of their own; off when unset. */
  metrics: { port: number; host: string } | null;
  /** Set: backups are encrypted with it, and restoring them needs it. */
  backupKey: string | undefined;
  logLevel: string;
};

export class ConfigError extends Error {}

/** Variables whose values are credentials (or carry one in a URL): never repeated in an error. */
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'BACKUP_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'AI_API_KEY',
  'SMTP_URL',
  'DATABASE_URL',
]);

/**
 * Reads the configuration from an environment. A wrong value throws a ConfigError whose message is
 * one line naming the variable, so `main` can print it and stop.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to the empty string (`FOO=` in .env) means "not set".
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // A secret's value never goes into a message that may end up in a log.
    const got = SECRET_VARIABLES.has(name) ? 'a value not shown' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  const e = parsed.data;

  const hasStripe = Boolean(e.STRIPE_SECRET_KEY || e.STRIPE_PUBLISHABLE_KEY);
  if (hasStripe && !(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration: ${missing} is required when the other Stripe key is set`);
  }
  if (e.AI_PROVIDER !== 'offline' && !e.AI_MODEL) {
    throw new ConfigError(`Invalid configuration: AI_MODEL is required when AI_PROVIDER is ${e.AI_PROVIDER}`);
  }
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL is required when AI_PROVIDER is openai-compatible',
    );
  }
  if (e.NODE_ENV === 'production') {
    if (!hasStripe) {
      throw new ConfigError(
        'Invalid configuration: STRIPE_SECRET_KEY is required in production (payments would run in test mode)',
      );
    }
    if (!e.ADMIN_PASSWORD) {
      throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is required in production');
    }
  }

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminPassword: e.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url'),
    adminPasswordGenerated: !e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    stripe: hasStripe
      ? {
          secretKey: e.STRIPE_SECRET_KEY!,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
        }
      : null,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : null,
    backupKey: e.BACKUP_KEY,
    logLevel: e.LOG_LEVEL,
  };
}
