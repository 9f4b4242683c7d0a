import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs with no environment at all: port 5000, ./data, embedded database, offline assistant, test mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ai.provider).toBe('offline');
    expect(config.stripe).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.adminPasswordGenerated).toBe(true);
    expect(config.adminPassword.length).toBeGreaterThanOrEqual(16);
  });

  it('gives a new random admin password on each start when none is set', () => {
    expect(loadConfig({}).adminPassword).not.toBe(loadConfig({}).adminPassword);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*"abc"/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT must be at most 65535/],
    [
      { DATABASE_URL: 'mysql://x' },
      /^Invalid configuration: DATABASE_URL must be a URL starting with postgres:/,
    ],
    [{ AI_PROVIDER: 'gpt' }, /^Invalid configuration: AI_PROVIDER /],
    [{ AI_PROVIDER: 'openai' }, /^Invalid configuration: AI_MODEL is required/],
    [{ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' }, /^Invalid configuration: AI_BASE_URL is required/],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid configuration: ADMIN_PASSWORD must be at least 8/],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /^Invalid configuration: STRIPE_PUBLISHABLE_KEY is required/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid configuration: SMTP_URL /],
  ])('stops with a one-line message naming the variable for %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    ['ADMIN_PASSWORD', 'short'],
    ['SMTP_URL', 'http://user:mail-secret@mail'],
    ['DATABASE_URL', 'mysql://user:db-secret@db'],
  ])('never repeats the value of the credential %s in its message (issue 14)', (name, value) => {
    const message = (() => {
      try {
        loadConfig({ [name]: value });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} .*\\(got a value not shown\\)$`));
    expect(message).not.toContain(value);
  });

  it('refuses production in payment test mode or without an admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(
      /STRIPE_SECRET_KEY is required in production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk' }),
    ).toThrow(/ADMIN_PASSWORD is required in production/);
    const config = loadConfig({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config.stripe?.secretKey).toBe('sk');
  });

  it('takes a backup key of at least 16 characters, and none by default', () => {
    expect(loadConfig({}).backupKey).toBeUndefined();
    expect(loadConfig({ BACKUP_KEY: 'sixteen-chars-ok' }).backupKey).toBe('sixteen-chars-ok');
    expect(() => loadConfig({ BACKUP_KEY: 'short' })).toThrow(
      'Invalid configuration: BACKUP_KEY must be at least 16 characters (got a value not shown)',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For unless told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });
});
