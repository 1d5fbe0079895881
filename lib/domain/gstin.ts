/**
 * A buyer's GSTIN (15 characters): the state's two-digit GST code, the holder's PAN, the entity number
 * (1-9, A-Z), a 14th character (Z for ordinary taxpayers) and a check character worked out from the first 14
 * (the GSTN's mod-36 scheme: each character's value 0-35, weighted 1 and 2 alternately, digits of the
 * product in base 36 added up).
 */
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;

/** The check character the first 14 characters call for. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** "27aapfu0939f1zv " -> "27AAPFU0939F1ZV": spaces dropped, upper case. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A well-formed GSTIN of a real state code (01-38, or 97 other territory) whose check character matches. */
export function isValidGstin(value: string): boolean {
  const v = normaliseGstin(value);
  if (!SHAPE.test(v)) return false;
  const state = Number(v.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97)) return false;
  return gstinCheckChar(v.slice(0, 14)) === v[14];
}
