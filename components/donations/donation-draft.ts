'use client';

import { FREQUENCIES, WALL_DISPLAYS, type Frequency, type WallDisplay } from '@/lib/domain/donations';

// What the donor typed, kept in this tab (sessionStorage) until the gift is paid: switching the page's language,
// a reload or a Back and Forward brings the form back filled. The policy consent is not kept: the donor agrees
// again on the page they read. Nothing leaves the browser; closing the tab forgets it.

const KEY = 'donation-draft';
const TEXT_FIELDS = ['name', 'phone', 'email', 'amount', 'cause', 'address', 'pan'] as const;

export type DonationDraft = {
  fields: Record<(typeof TEXT_FIELDS)[number], string>;
  want80G: boolean;
  frequency: Frequency;
  frequencyChosen: boolean;
  wallDisplay: WallDisplay;
  showAmount: boolean;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the form simply is not kept
  }
}

export function saveDonationDraft(draft: DonationDraft): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage full: the form is not kept, nothing else changes
  }
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | null => ((list as readonly unknown[]).includes(v) ? (v as T) : null);

/** The kept draft, or null; anything malformed (another version, a hand edit) is ignored. */
export function readDonationDraft(): DonationDraft | null {
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<Record<keyof DonationDraft, unknown>> | null;
    if (!raw || typeof raw.fields !== 'object' || raw.fields === null) return null;
    const given = raw.fields as Record<string, unknown>;
    const fields = Object.fromEntries(
      TEXT_FIELDS.map((k) => [k, typeof given[k] === 'string' ? (given[k] as string).slice(0, 500) : '']),
    ) as DonationDraft['fields'];
    const frequency = oneOf(FREQUENCIES, raw.frequency);
    const wallDisplay = oneOf(WALL_DISPLAYS, raw.wallDisplay);
    if (!frequency || !wallDisplay) return null;
    return {
      fields,
      want80G: raw.want80G === true,
      frequency,
      frequencyChosen: raw.frequencyChosen === true,
      wallDisplay,
      showAmount: raw.showAmount === true,
    };
  } catch {
    return null;
  }
}

export function forgetDonationDraft(): void {
  storage()?.removeItem(KEY);
}
