import { z } from '@/lib/domain/zod';
import { CONTENT_LOCALES } from '@/lib/domain/localized';
import { callerFromSessionCookie } from '@/lib/server/accounts/request-caller';
import { cartView } from '@/lib/server/cart';
import { endpoint, ok, readQueryAs } from '@/lib/server/http';

const query = z.object({ locale: z.enum(CONTENT_LOCALES).catch('en') });

// The site's header count and cart drawer read the signed-in visitor's cart here, in the page's language
// (null when signed out), so shop pages stay the same for every visitor. Not part of the /api contract.
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ req, url }) => {
    const { locale } = readQueryAs(url, query);
    const caller = await callerFromSessionCookie(req);
    return ok(caller ? await cartView(caller, locale) : null, { headers: { 'Cache-Control': 'private, no-store' } });
  },
});
