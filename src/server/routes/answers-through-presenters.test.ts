import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md: every answer is built by a presenter, so none is written inline in a route.
const INLINE_ANSWER = /\breturn\s*\{|\.send\(\s*\{|=>\s*\(\s*\{/;

const routeFiles = readdirSync(import.meta.dirname).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

describe('route handlers', () => {
  it.each(routeFiles)('%s writes no answer inline', (name) => {
    const source = readFileSync(path.join(import.meta.dirname, name), 'utf8');
    const inline = source.split('\n').filter((line) => INLINE_ANSWER.test(line));
    expect(inline).toEqual([]);
  });

  it('sees an inline answer when there is one', () => {
    expect(INLINE_ANSWER.test('return { deleted: true };')).toBe(true);
    expect(INLINE_ANSWER.test('reply.code(404).send({ error })')).toBe(true);
    expect(INLINE_ANSWER.test("app.get('/x', async () => ({ status: 'ok' }));")).toBe(true);
    expect(INLINE_ANSWER.test('return presentSessionChange(session);')).toBe(false);
  });
});
