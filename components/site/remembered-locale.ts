import { routing, isLocale, type Locale } from '@/lib/i18n/routing';

const COOKIE = typeof routing.localeCookie === 'object' && routing.localeCookie.name ? routing.localeCookie.name : 'NEXT_LOCALE';
const YEAR = 60 * 60 * 24 * 365;

/** The language a visitor chose with the switch (or the offer), kept for a year. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${YEAR}; samesite=lax`;
}

export function rememberedLocale(): Locale | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${COOKIE}=([^;]*)`));
  return match && isLocale(match[1]) ? match[1] : null;
}
