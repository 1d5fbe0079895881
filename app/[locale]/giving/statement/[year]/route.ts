import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { DomainError } from '@/lib/domain/errors';
import { codedText, type Translate } from '@/lib/i18n/coded-text';
import { textTranslator } from '@/lib/i18n/format-text';
import { isLocale } from '@/lib/i18n/routing';
import { currentCaller } from '@/lib/server/accounts/session';
import { GIVING_VISIT_COOKIE, statementDownload } from '@/lib/server/donations';
import { privateDocument, wireError } from '@/lib/server/http';

// "Download statement" on My giving (a visit's cookie) and the profile's (a confirmed account): the stored PDF
// of one financial year, rendered on first request.
export async function GET(request: Request, { params }: { params: Promise<{ year: string; locale: string }> }) {
  const { year, locale } = await params;
  const language = isLocale(locale) ? locale : 'en';
  const visit = (await cookies()).get(GIVING_VISIT_COOKIE)?.value;
  try {
    return privateDocument(await statementDownload(await currentCaller(), visit, year, new URL(request.url).searchParams.get('series')));
  } catch (error) {
    if (error instanceof DomainError)
      return new NextResponse(codedText(textTranslator(language) as Translate, error), {
        status: wireError(error, '[statement]').status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    throw error;
  }
}
