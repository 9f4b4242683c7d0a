import type { TestProject } from 'vitest/node';
import { startEmbeddedServer } from '../../src/server/db/embedded-server';
import { createLogger } from '../../src/server/logger';
import { makeTempDir, removeDir } from './temp-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases; each test file makes its own. */
    adminDatabaseUrl: string;
    databaseKind: 'embedded' | 'external';
  }
}

/**
 * One PostgreSQL server for the whole run: the one named by TEST_DATABASE_URL, or an embedded one
 * started here. Test files each create a database of their own on it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    project.provide('databaseKind', 'external');
    return;
  }
  const dataDir = makeTempDir('inventdraft-pg-');
  const server = await startEmbeddedServer(dataDir, createLogger('warn'));
  project.provide('adminDatabaseUrl', server.url);
  project.provide('databaseKind', 'embedded');
  return async () => {
    await server.stop();
    await removeDir(dataDir);
  };
}
