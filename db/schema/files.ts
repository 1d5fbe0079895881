import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

export const FILE_PURPOSES = [
  'product',
  'photo',
  'slide',
  'campaign',
  'certificate',
  'receipt',
  'invoice',
  'credit-note',
  'statement',
  'other',
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Uploaded files live in Postgres so a serverless deployment needs no local disk. */
export const files = pgTable(
  'files',
  {
    id: id(),
    purpose: text('purpose').$type<FilePurpose>().notNull().default('other'),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    data: bytea('data').notNull(),
    // No foreign key to users: files are uploaded before an account exists (registration photo).
    uploadedBy: integer('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('files_sha256_idx').on(t.sha256), check('files_size_check', sql`${t.size} >= 0`)],
);

/**
 * The columns every numbered, stored document shares (GST invoices and credit notes today; the 80G receipts'
 * and the yearly statements' tables can take the same): its place in the series of its financial year, the
 * series (test money has its own), and the PDF rendered once at issue and kept in `files`, so every download
 * gives the same bytes. Each table adds its own number column and what it refers to.
 */
export const storedDocumentColumns = () => ({
  financialYear: text('financial_year').notNull(),
  sequence: integer('sequence').notNull(),
  /** Issued for sandbox (test) money: numbered in its own series (prefix T) and marked TEST on the page. */
  test: boolean('test').notNull().default(false),
  fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  issuedAt: createdAt(),
});
