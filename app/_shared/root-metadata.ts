import type { Metadata, Viewport } from 'next';
import { foundation } from '@/lib/config/foundation';
import { appUrl } from '@/lib/server/platform';

/** What every page of both root layouts shares: the site's address, name and title pattern. */
export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(appUrl()),
    title: { default: foundation.name, template: `%s | ${foundation.name}` },
    applicationName: foundation.name,
  };
}

export const rootViewport: Viewport = { themeColor: '#f07a0b', width: 'device-width', initialScale: 1 };
