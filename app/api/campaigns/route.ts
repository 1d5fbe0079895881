import { campaignCreateSchema } from '@/lib/domain/validation/campaigns';
import { requireAdmin } from '@/lib/server/accounts';
import { createCampaign } from '@/lib/server/donations';
import { created, endpoint, readJsonAs } from '@/lib/server/http';
import { englishNotice } from '@/lib/i18n/english';

// Campaigns for other clients: admins create one here (JSON; the picture is added in the back-office).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  POST: async ({ req, caller }) => {
    const admin = requireAdmin(await caller());
    const input = await readJsonAs(req, campaignCreateSchema);
    return created(await createCampaign(admin, input), { message: englishNotice({ code: 'campaign.created' }) });
  },
});
