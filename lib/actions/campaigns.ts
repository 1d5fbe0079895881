'use server';

import { campaignCreateSchema, campaignSchema } from '@/lib/domain/validation/campaigns';
import { createCampaign, updateCampaign } from '@/lib/server/donations';
import { checkedUpload } from '@/lib/server/files';
import { runAction, type ActionResult } from './run-action';

const FIELDS = ['title', 'title_hi', 'story', 'story_hi', 'cause', 'goal_amount', 'ends_on'] as const;
const textOf = (form: FormData) => Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? '')]));

/** The back-office's campaign form: a new campaign, or (with `id`) an edit; the picture only when one is chosen. */
export async function saveCampaign(_prev: ActionResult<{ id: number }> | null, form: FormData): Promise<ActionResult<{ id: number }>> {
  const id = Number(form.get('id') ?? 0);
  const editing = Number.isInteger(id) && id > 0;
  const values = textOf(form);
  return runAction({
    roles: 'admin',
    refresh: true,
    schema: editing ? campaignSchema : campaignCreateSchema,
    input: values,
    values,
    fallback: 'campaign.save_failed',
    run: async (caller, input) => {
      const picture = await checkedUpload(form.get('picture'), 'picture');
      const saved = editing ? await updateCampaign(caller, id, input, picture) : await createCampaign(caller, input, picture);
      return { notice: { code: editing ? 'campaign.updated' : 'campaign.created' }, data: { id: saved.id } };
    },
  });
}
