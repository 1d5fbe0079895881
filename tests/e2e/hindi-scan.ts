import { expect, type Page } from '@playwright/test';

// Issue 37 item 7: a Hindi page says nothing in English outside proper nouns. The heuristic: the visible text
// of the page (header, main, footer, open dialogs), with e-mail addresses, web addresses and order, invoice
// and SKU numbers taken out, must hold no run of three or more Latin words unless every word of the run is a
// proper noun, a brand or an abbreviation the Hindi texts keep (ALLOWED), or text the visitor typed (`typed`).

const ALLOWED = new Set(
  [
    // the foundation and its programmes' names
    'seva',
    'sankalp',
    'foundation',
    'steer',
    'as',
    'kn',
    'nn',
    'gsw',
    // payment services, brands and abbreviations kept in Hindi texts
    'easebuzz',
    'razorpay',
    'upi',
    'gst',
    'gstin',
    'pan',
    'sku',
    'cod',
    'otp',
    'pin',
    'id',
    'pdf',
    'csv',
    'inr',
    'cin',
    'urn',
    'ngo',
    'g',
    'be',
    'bd',
    'a',
    'csr',
    'dpdp',
    'india',
    'post',
    'whatsapp',
    'facebook',
    'instagram',
    'youtube',
    'x',
    'linkedin',
    'geist',
    'noto',
    'sans',
    // the share and social labels
    'kanpur',
    'uttar',
    'pradesh',
  ].map((w) => w.toLowerCase()),
);

const LATIN_RUN = /[A-Za-z][A-Za-z'’.&-]*(?:[\s,/()·:–-]+[A-Za-z][A-Za-z'’.&-]*){2,}/g;

/** The English runs left on the page (empty when it passes). */
async function englishRuns(page: Page, typed: string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = ['header', 'main', 'footer', 'dialog[open]']
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
      .map((el) => el.innerText);
    return parts.join('\n');
  });
  let cleaned = text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/https?:\/\/\S+|\/[\w/?=&.-]+/g, ' ')
    .replace(/\b(ORD|INV|CN|DON|SSF|SKU|FIT)[-/][\w/-]+/g, ' ');
  for (const own of typed) cleaned = cleaned.split(own).join(' ');
  const runs = cleaned.match(LATIN_RUN) ?? [];
  // A run of capitalised words only is a name ("Dr. Meera Shukla"); a sentence has lower-case words.
  return runs.filter((run) => {
    const words = run.split(/[^A-Za-z'’&-]+/).filter(Boolean);
    const strange = words.filter((w) => !ALLOWED.has(w.toLowerCase().replace(/[.'’-]+$/, '')));
    return strange.length >= 3 && strange.some((w) => /^[a-z]/.test(w));
  });
}

export async function expectHindiOnly(page: Page, what: string, typed: string[] = []) {
  expect(await englishRuns(page, typed), `${what}: English sentences on a Hindi page`).toEqual([]);
}
