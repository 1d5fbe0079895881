import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz, updatedAt } from './columns';
import { files } from './files';
import { users } from './users';

/** Homepage carousel slides. */
export const slides = pgTable(
  'slides',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    quote: text('quote'),
    /** Hindi texts for /hi pages; null shows the English ones. */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    quoteHi: text('quote_hi'),
    imageFileId: integer('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** For slides whose picture ships with the site. */
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('slides_position_idx').on(t.isActive, t.position)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    handledAt: tstz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
