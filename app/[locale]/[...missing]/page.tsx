import { notFound } from 'next/navigation';
import { enterLocale, type LocaleParams } from '@/app/_shared/locale';

// Any address no page answers: the 404 page in its language (app/[locale]/not-found.tsx). Thrown from the
// metadata too: a notFound() only in the page left the home page's title in the page's RSC data.
export async function generateMetadata({ params }: LocaleParams): Promise<never> {
  await enterLocale(params);
  notFound();
}

export default async function MissingPage({ params }: LocaleParams) {
  await enterLocale(params);
  notFound();
}
