import { NextResponse } from 'next/server';
import { currentCaller } from '@/lib/server/accounts/session';
import { DomainError } from '@/lib/domain/errors';
import { codedText, type Translate } from '@/lib/i18n/coded-text';
import { textTranslator } from '@/lib/i18n/format-text';
import { wireError } from '@/lib/server/http';
import { invoiceWire, issueInvoice, myOrder } from '@/lib/server/orders';
import { signInHref } from '@/lib/domain/safe-next';
import { isLocale, localizedPath } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/server/platform';

// "Download invoice" on My orders: the buyer's own order only; issues the invoice on first request (as
// GET /api/invoices/{id}/download does) and sends the browser to its short-lived signed PDF link.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; locale: string }> }) {
  const caller = await currentCaller();
  const { locale } = await params;
  const language = isLocale(locale) ? locale : 'en';
  // Signing in comes back to My orders in the visitor's language (/hi/auth?next=/hi/profile/orders), on the
  // site's own address (APP_URL): not the Host or X-Forwarded-Proto a client sent.
  if (caller.kind !== 'user')
    return NextResponse.redirect(absoluteUrl(localizedPath(signInHref(localizedPath('/profile/orders', language)), language)), 303);
  try {
    const { order } = await myOrder(caller, Number((await params).id));
    const invoice = invoiceWire(await issueInvoice(caller, order.id));
    return NextResponse.redirect(invoice.download_url, 303);
  } catch (error) {
    // Said in the page's language, with the status the /api contract gives the same refusal.
    if (error instanceof DomainError)
      return new NextResponse(codedText(textTranslator(language) as Translate, error), {
        status: wireError(error, '[invoice]').status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    throw error;
  }
}
