import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db';
import { products, stockNotifications } from '@/db/schema';
import { fail } from '@/lib/domain/errors';
import { stockNotifySchema } from '@/lib/domain/validation/product-query';
import { mailPath, mailTranslator } from '@/lib/i18n/mail';
import type { Caller } from '@/lib/server/accounts';
import { parseOrRefuse } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail';
import { absoluteUrl, enforceRateLimit } from '@/lib/server/platform';

/** Requests per client address and per e-mail address: enough for a shopper, too few to flood an inbox. */
const PER_CLIENT = { limit: 10, windowSeconds: 3600 };
const PER_EMAIL = { limit: 5, windowSeconds: 86_400 };

/**
 * "Tell me when it is back" on a public product. The answer is the same whatever the address (new, already
 * waiting, or the product in stock again meanwhile), so nobody learns who asked. The address is kept only
 * until its one mail is queued (sendBackInStockMails).
 */
export async function requestBackInStock(caller: Caller, productId: number, input: unknown): Promise<void> {
  await enforceRateLimit(`stock-alert:ip:${caller.ip ?? 'unknown'}`, PER_CLIENT, 'rate.stock_alerts');
  const { email, locale } = parseOrRefuse(stockNotifySchema, input);
  await enforceRateLimit(`stock-alert:email:${email.toLowerCase()}`, PER_EMAIL, 'rate.stock_alerts');
  const db = await getDb();
  const [product] = await db.select({ status: products.status, stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!product || product.status !== 'active') throw fail('product.not_found');
  if (product.stock > 0) return;
  await db.insert(stockNotifications).values({ productId, email, locale }).onConflictDoNothing();
}

/**
 * A step of a stock write, in its transaction: when the product goes from 0 to more, each waiting address gets
 * one mail in its language (through the outbox) and is forgotten.
 */
export async function sendBackInStockMails(tx: DbOrTx, productId: number, before: number, after: number): Promise<number> {
  if (before > 0 || after <= 0) return 0;
  const waiting = await tx.delete(stockNotifications).where(eq(stockNotifications.productId, productId)).returning();
  if (waiting.length === 0) return 0;
  const [product] = await tx.select({ name: products.name, nameHi: products.nameHi }).from(products).where(eq(products.id, productId));
  for (const w of waiting) {
    const mail = mailTranslator(w.locale);
    const name = (mail.locale === 'hi' && product.nameHi) || product.name;
    const url = absoluteUrl(mailPath(mail, `/shop/product/${productId}`));
    await enqueueMail(tx, {
      kind: 'back_in_stock',
      to: w.email,
      subject: mail.t('backInStock.subject', { name }),
      text: [
        mail.t('backInStock.greeting'),
        mail.t('backInStock.body', { name }),
        mail.t('backInStock.link', { url }),
        mail.t('backInStock.footer'),
      ].join('\n\n'),
    });
  }
  return waiting.length;
}
