import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { idSchema } from '@/lib/domain/validation/fields';
import { DomainError } from '@/lib/domain/errors';
import { guestCaller } from '@/lib/server/accounts';
import { getCampaign } from '@/lib/server/donations';

/** The campaign of this URL, once per request (metadata and page share it); 404 when there is none. */
export const loadCampaign = cache(async (rawId: string) => {
  const id = idSchema().safeParse(rawId);
  if (!id.success) notFound();
  try {
    return await getCampaign(guestCaller(), id.data);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'campaign.not_found') notFound();
    throw error;
  }
});
