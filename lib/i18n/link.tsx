'use client';

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The locale-aware Link (/shop in English, /hi/shop in Hindi), always the browser build: its language
 * comes from the NextIntlClientProvider of the page's layout. next-intl's server build of Link asks for
 * the request's locale itself, which a page rendered on its own (an on-demand prerender of a product or
 * listing) has not set yet, so it fell back to reading headers and the render failed.
 */
export const { Link } = createNavigation(routing);
