import type { Coded, Notice } from '@/lib/domain/errors';
import { codedText, type Translate } from './coded-text';
import { textTranslator } from './format-text';

// The /api contract's English (and the server's logs and wire fields that carry a text): codes worded from
// the English catalogue, lib/i18n/messages/en.json, the one place the contract's texts live.

// Built on first use: the catalogue is compiled once per process, and not at all by a process (the proxy,
// say) that never words a code.
let english: Translate | undefined;
const translator = (): Translate => (english ??= textTranslator('en') as Translate);

/** An error or a field's refusal in the contract's English. */
export function englishText(coded: Coded<string>): string {
  return codedText(translator(), coded);
}

/** A notice in the contract's English (a route's success message that a server action also says). */
export function englishNotice(notice: Notice): string {
  return codedText(translator(), notice, 'notices');
}
