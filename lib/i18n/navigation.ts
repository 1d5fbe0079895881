import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

/** Locale-aware pathname hooks and router: /shop for English, /hi/shop for Hindi (Link: ./link.tsx). */
export const { usePathname, useRouter } = navigation;

/** redirect({ href, locale }): typed here so that TypeScript knows the code after it does not run. */
export const redirect: (args: Parameters<typeof navigation.redirect>[0]) => never = navigation.redirect;
