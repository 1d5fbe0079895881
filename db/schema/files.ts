import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

export const FILE_PURPOSES = ['product', 'photo', 'slide', 'certificate', 'receipt', 'invoice', 'other'] as const;
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
