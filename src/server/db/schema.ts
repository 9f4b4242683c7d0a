import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PatentData } from '../../contract';

/** Raw bytes (sketch images, PDFs) live in the database so a backup holds everything. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-side interview state that the API never shows (which section is reopened, follow-ups asked…). */
export type DraftingState = {
  reopenedSection?: string;
  followUps?: Record<string, number>;
  [key: string]: unknown;
};

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull().unique(),
    userEmail: text('user_email'),
    currentStep: smallint('current_step').notNull().default(1),
    totalSteps: smallint('total_steps').notNull().default(8),
    isComplete: boolean('is_complete').notNull().default(false),
    premiumUnlocked: boolean('premium_unlocked').notNull().default(false),
    pdfGenerated: boolean('pdf_generated').notNull().default(false),
    pdfFilename: text('pdf_filename'),
    patentData: jsonb('patent_data')
      .$type<PatentData>()
      .notNull()
      .default(sql`'{"completedSections":[]}'::jsonb`),
    draftingState: jsonb('drafting_state').$type<DraftingState>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The lower-cased title, kept by PostgreSQL, for the admin search: checking a candidate row reads
     * this short column instead of unpacking the whole patent document (migration 0003).
     */
    titleSearch: text('title_search').generatedAlwaysAs(sql`lower(patent_data->>'title')`),
  },
  (t) => [index('sessions_user_email_idx').on(t.userEmail), index('sessions_created_at_idx').on(t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'ai'] }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_session_idx').on(t.sessionId, t.id)],
);

export const sketches = pgTable('sketches', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const pdfDocuments = pgTable(
  'pdf_documents',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['application', 'cover_sheet'] }).notNull(),
    filename: text('filename').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pdf_documents_session_idx').on(t.sessionId, t.kind, t.id)],
);

/**
 * What the USPTO gave back for a session's application (issue 18). Its reminder e-mails are outbox
 * rows of kind filing_reminder, due on their day; both go with the session.
 */
export const filingRecords = pgTable('filing_records', {
  id: serial('id').primaryKey(),
  sessionId: integer('session_id')
    .notNull()
    .unique()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  filingDate: date('filing_date', { mode: 'string' }).notNull(),
  applicationNumber: text('application_number').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Kept after a session is deleted, for accounting; the link to the content is cut (set null). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_session_idx').on(t.sessionId), index('payments_email_idx').on(t.email)],
);

/** Every e-mail is a row first; a worker sends it with retries (design §6). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where replies go, e.g. the sender of a contact-form copy to support. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** One-time sign-in links that prove an address for the sessions list (design §7). Only hashes are kept. */
export const emailSignIns = pgTable('email_sign_ins', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Server-side admin logins behind the HttpOnly cookie (design §7). Only hashes are kept. */
export const adminLogins = pgTable('admin_logins', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  ip: text('ip'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every app instance (rate limits, login lockout). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/** Admin views, downloads and deletions. No foreign key: the record outlives a deleted session. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    sessionRef: text('session_ref'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const schemaTables = {
  sessions,
  messages,
  sketches,
  pdfDocuments,
  filingRecords,
  payments,
  outbox,
  contactMessages,
  emailSignIns,
  adminLogins,
  rateLimitCounters,
  auditLog,
};
