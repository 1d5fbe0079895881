import { redirect } from '@/lib/i18n/navigation';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

// The gateway's cancel address: the buyer goes back to checkout with the cart as it was.
export default async function CheckoutCancelPage({ params }: LocaleParams): Promise<never> {
  const locale = await enterLocale(params);
  return redirect({ href: '/checkout?payment=cancelled', locale });
}
