import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { users } from './users';

/**
 * A fundraising campaign the office runs for one cause: a goal in rupees and an end date, with its own public
 * page (/campaigns/{id}). Gifts made on that page carry its id (donations.campaign_id); its total counts the
 * paid, live ones (lib/server/campaigns/totals.ts).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    title: text('title').notNull(),
    /** Hindi texts for /hi pages; null shows the English ones. */
    titleHi: text('title_hi'),
    story: text('story').notNull().default(''),
    storyHi: text('story_hi'),
    /** The cause's code (lib/domain/donations.ts CAUSES): every gift of the campaign is filed under it. */
    causeCode: text('cause_code').notNull(),
    /** Paise, as every amount; bigint because a goal may pass ₹2.1 crore (a 32-bit integer of paise). */
    goalPaise: bigint('goal_paise', { mode: 'number' }).notNull(),
    /** The last day of the campaign, India's calendar: gifts after it go to the cause alone. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    pictureFileId: integer('picture_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('campaigns_goal_check', sql`${t.goalPaise} > 0`)],
);
