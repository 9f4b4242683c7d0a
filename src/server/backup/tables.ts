import { getTableName } from 'drizzle-orm';
import { schemaTables } from '../db/schema';

/**
 * Every table, parents before children (the order of schema.ts), so a restore inserts rows that
 * reference others only after those exist.
 */
export const BACKUP_TABLES: string[] = Object.values(schemaTables).map((table) => getTableName(table));

export const BACKUP_FORMAT = 'inventdraft-backup';
export const BACKUP_FORMAT_VERSION = 1;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  tables: string[];
};
