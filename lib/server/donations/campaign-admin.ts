import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { campaigns } from '@/db/schema';
import { fail } from '@/lib/domain/errors';
import { rupeesToPaise } from '@/lib/domain/money';
import type { CampaignInput } from '@/lib/domain/validation/campaigns';
import type { WireCampaign } from '@/lib/domain/wire/campaigns';
import { requireAdmin, type Caller } from '@/lib/server/accounts';
import { expireAfter } from '@/lib/server/cache';
import { storeFile, type CheckedUpload } from '@/lib/server/files';
import { recordAudit } from '@/lib/server/platform';
import { getCampaign } from './campaigns';

// The office's campaigns (admins only, as every donation record): created and edited from the back-office
// or POST /api/campaigns, audited, and their page regenerated at once (cacheTags.campaign).

const columnsOf = (input: CampaignInput) => ({
  title: input.title,
  titleHi: input.title_hi ?? null,
  story: input.story ?? '',
  storyHi: input.story_hi ?? null,
  causeCode: input.cause,
  goalPaise: rupeesToPaise(input.goal_amount),
  endsOn: input.ends_on,
});

export async function createCampaign(caller: Caller, input: CampaignInput, picture: CheckedUpload | null = null): Promise<WireCampaign> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const file = picture
      ? await storeFile(tx, { ...picture, originalName: picture.name, purpose: 'campaign', uploadedBy: actor.userId })
      : null;
    const [inserted] = await tx
      .insert(campaigns)
      .values({ ...columnsOf(input), pictureFileId: file?.id ?? null, createdBy: actor.userId })
      .returning();
    await recordAudit(tx, actor, {
      action: 'campaign.create',
      entityType: 'campaign',
      entityId: inserted.id,
      after: inserted,
      ip: actor.ip,
    });
    return inserted;
  });
  await expireAfter('campaign.change', { campaignId: row.id });
  return getCampaign(actor, row.id);
}

/** Every text, the cause, goal and end date as the form sends them; the picture only when a new one is chosen. */
export async function updateCampaign(
  caller: Caller,
  id: number,
  input: CampaignInput,
  picture: CheckedUpload | null = null,
): Promise<WireCampaign> {
  const actor = requireAdmin(caller);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!before) throw fail('campaign.not_found');
    const file = picture
      ? await storeFile(tx, { ...picture, originalName: picture.name, purpose: 'campaign', uploadedBy: actor.userId })
      : null;
    const [after] = await tx
      .update(campaigns)
      .set({ ...columnsOf(input), ...(file ? { pictureFileId: file.id } : {}) })
      .where(eq(campaigns.id, id))
      .returning();
    await recordAudit(tx, actor, { action: 'campaign.update', entityType: 'campaign', entityId: id, before, after, ip: actor.ip });
  });
  await expireAfter('campaign.change', { campaignId: id });
  return getCampaign(actor, id);
}
