// Issue 34 item 7: while no 80G registration covers today the donation form shows the 80G box switched off,
// with the reason, in the page's language.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { Tax80GToggle } from '@/components/donations/amount-section';
import type { DonationFormState } from '@/components/donations/use-donation-form-state';

type Texts = typeof en.donationForm;
const formWith = (texts: Texts, want80G: boolean) =>
  ({ want80G, toggle80G: () => {}, text: { t: (key: keyof Texts) => texts[key] } }) as unknown as DonationFormState;

describe('the 80G box of the donation form', () => {
  for (const [lang, messages] of [
    ['en', en],
    ['hi', hi],
  ] as const) {
    it(`is switched off with the reason while no registration covers today (${lang})`, () => {
      const html = renderToStaticMarkup(<Tax80GToggle form={formWith(messages.donationForm, true)} offered={false} />);
      expect(html).toMatch(/<input[^>]*disabled=""/);
      expect(html).not.toMatch(/checked=""/);
      expect(html).toContain(messages.donationForm.want80GUnavailable);
      expect(html).not.toContain(messages.donationForm.want80GHint);
    });

    it(`is offered with its hint while a registration covers today (${lang})`, () => {
      const html = renderToStaticMarkup(<Tax80GToggle form={formWith(messages.donationForm, true)} offered />);
      expect(html).not.toMatch(/disabled=""/);
      expect(html).toMatch(/checked=""/);
      expect(html).toContain(messages.donationForm.want80GHint);
    });
  }
});
