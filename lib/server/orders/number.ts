import 'server-only';
import { randomInt } from 'node:crypto';
import { istParts } from '@/lib/domain/dates';

// No 0/O, 1/I/L: numbers are read out on the phone and typed into the tracking page.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** ORD-2611-7KQ4ZP: year and month in India time, then 6 random characters (31^6 ≈ 8.9e8 per month). */
export function newOrderNumber(now = new Date()): string {
  const { year, month } = istParts(now);
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}-${tail}`;
}
