/** next/image wants our own pictures as paths: strip this site's origin from an absolute wire URL. */
export function sitePath(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
