/** Avatar initials: first letters of up to two words of the name, uppercased; 'U' without a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (!words.length) return 'U';
  return words.map((w) => Array.from(w)[0].toUpperCase()).join('');
}

export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
