// Product pictures may live on another host (a CDN, the old site). next/image optimises only hosts listed
// in IMAGE_REMOTE_HOSTS (next.config.ts turns the list into remotePatterns); any other host's picture is
// shown as it is (unoptimised) rather than broken. Our own pictures are served under these paths.

const OWN_PATHS = ['/images/', '/api/files/'];

/** "cdn.example.org, https://img.example.com" → ['cdn.example.org', 'img.example.com'] (scheme and path ignored). */
export function parseImageHosts(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => entry.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, ''))
    .filter((host) => /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host));
}

/** What next/image gets for a wire URL: our own pictures as paths, others whole (unoptimised unless listed). */
export function imageSource(url: string, allowedHosts: string[]): { src: string; unoptimized: boolean } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { src: url, unoptimized: false };
  }
  if (OWN_PATHS.some((p) => u.pathname.startsWith(p))) return { src: `${u.pathname}${u.search}`, unoptimized: false };
  const host = u.host.toLowerCase();
  const listed = allowedHosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
  return { src: u.toString(), unoptimized: !listed };
}
