import type { Coded, Notice } from '@/lib/domain/errors';
import { codedText, type Translate } from './coded-text';
import { textTranslator } from './format-text';

// The /api contract's English (and the server's logs and wire fields that carry a text): codes worded from
// the English catalogue, lib/i18n/messages/en.json, the one place the contract's texts live.

const english = textTranslator('en') as Translate;

/** An error or a field's refusal in the contract's English. */
export function englishText(coded: Coded<string>): string {
  return codedText(english, coded);
}

/** A notice in the contract's English (a route's success message that a server action also says). */
export function englishNotice(notice: Notice): string {
  return codedText(english, notice, 'notices');
}
