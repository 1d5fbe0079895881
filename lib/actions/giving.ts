'use server';

import { cookies } from 'next/headers';
import type { ActionResult } from '@/lib/domain/action-result';
import { givingLinkRequestSchema } from '@/lib/domain/validation/donations';
import { z } from '@/lib/domain/zod';
import { localizedPath } from '@/lib/i18n/routing';
import { GIVING_VISIT_COOKIE, openGivingLink, requestGivingLink } from '@/lib/server/donations';
import { absoluteUrl } from '@/lib/server/platform';
import { pageLocale } from './page-locale';
import { noInput, runAction } from './run-action';

/** "My giving": mail a sign-in link; the same answer for every address, the mail in the page's language. */
export async function givingLinkAction(_prev: ActionResult | null, form: FormData): Promise<ActionResult> {
  const values = { email: String(form.get('email') ?? '') };
  return runAction({
    schema: givingLinkRequestSchema,
    input: values,
    values,
    fallback: 'giving.link_failed',
    run: async (caller, input) => {
      await requestGivingLink(caller, input, pageLocale(form.get('locale')));
      return { notice: { code: 'giving.link_sent' } };
    },
  });
}

const tokenSchema = z.string().min(1).max(200);

/**
 * The button of /giving/open (a mail scanner that follows the link presses nothing): uses up the token and
 * keeps the visit in a signed, httpOnly cookie for the giving pages of the page's language, then shows them.
 */
export async function openGivingFromLink(token: string, locale: string): Promise<void> {
  const language = pageLocale(locale);
  await runAction({
    schema: tokenSchema,
    input: token,
    fallback: 'giving.open_failed',
    run: async (caller, input) => {
      const visit = await openGivingLink(caller, input);
      if (!visit) return { redirect: `${localizedPath('/giving/open', language)}?result=invalid` };
      (await cookies()).set(GIVING_VISIT_COOKIE, visit.value, {
        httpOnly: true,
        sameSite: 'lax',
        secure: absoluteUrl('/').startsWith('https://'),
        path: localizedPath('/giving', language),
        maxAge: visit.maxAgeSeconds,
      });
      return { redirect: localizedPath('/giving', language) };
    },
  });
}

/** "Close my giving page": the visit's cookie goes before its two hours are up. */
export async function leaveGiving(locale: string): Promise<void> {
  const language = pageLocale(locale);
  await runAction({
    schema: noInput,
    input: undefined,
    fallback: 'giving.open_failed',
    run: async () => {
      (await cookies()).delete({ name: GIVING_VISIT_COOKIE, path: localizedPath('/giving', language) });
      return { redirect: localizedPath('/giving', language) };
    },
  });
}
