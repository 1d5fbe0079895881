import { imageSource, parseImageHosts } from '@/lib/domain/image-hosts';

// Inlined at build time from next.config.ts's `env` (the same list its remotePatterns come from): the browser
// has no env(), and Next replaces only this literal `process.env.NAME` form.
// eslint-disable-next-line no-restricted-properties -- the build-time inlining above.
const REMOTE_HOSTS = parseImageHosts(process.env.IMAGE_REMOTE_HOSTS);

/** next/image props for a product picture: ours as a path, another host's whole (see lib/domain/image-hosts.ts). */
export function productImage(url: string): { src: string; unoptimized: boolean } {
  return imageSource(url, REMOTE_HOSTS);
}
