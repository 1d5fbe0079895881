'use client';

import { useCallback, useEffect, useReducer } from 'react';
import {
  amountProblem,
  CAUSES,
  FREQUENCIES,
  WALL_DISPLAYS,
  DEFAULT_CAUSE,
  DEFAULT_WALL_DISPLAY,
  asks80gDecision,
  DONATION_REFUSALS,
  DONATION_PRESETS_RUPEES,
  resolve80gDecision,
  validateDonation,
  type DonationErrors,
  type Frequency,
  type WallDisplay,
} from '@/lib/domain/donations';
import { formatInr } from '@/lib/domain/money';
import { useDonationText } from './use-donation-text';
import type { WireUser } from '@/lib/domain/user';
import { forgetDonationDraft, readDonationDraft, saveDonationDraft, type DonationDraft } from './donation-draft';

const EMPTY = { name: '', phone: '', email: '', amount: '', cause: DEFAULT_CAUSE.value, address: '', pan: '' };
type Fields = typeof EMPTY;
type Key = keyof Fields;

/** The fields in the order they appear: a first click goes to the first one that needs fixing. */
const FIELD_IDS: Record<string, string> = {
  amount: 'don-amount',
  name: 'don-name',
  phone: 'don-phone',
  email: 'don-email',
  pan: 'don-pan',
  address: 'don-address',
};

type State = {
  fields: Fields;
  want80G: boolean;
  frequency: Frequency;
  // The donor picked a frequency on the form: the "regular gift?" popup would ask what is already answered.
  frequencyChosen: boolean;
  wallDisplay: WallDisplay;
  showAmount: boolean;
  agreed: boolean;
  // Messages wait for the donor: nothing is flagged (and the button stays usable) before the first change.
  interacted: boolean;
  touched: Partial<Record<Key, boolean>>;
};

const INITIAL: State = {
  fields: EMPTY,
  want80G: false,
  frequency: 'one-time',
  frequencyChosen: false,
  wallDisplay: DEFAULT_WALL_DISPLAY,
  showAmount: false,
  agreed: false,
  interacted: false,
  touched: {},
};

type Action =
  | { type: 'edit'; key: Key; value: string }
  | { type: 'blur'; key: Key }
  | { type: 'preset'; rupees: string }
  | { type: 'other' }
  | { type: 'want80G'; on: boolean }
  | { type: 'resolve80g'; choice: 'raise' | 'without' }
  | { type: 'frequency'; value: Frequency }
  | { type: 'wallDisplay'; value: WallDisplay }
  | { type: 'showAmount'; on: boolean }
  | { type: 'interact' }
  | { type: 'agreed'; on: boolean }
  | { type: 'showAll' }
  | { type: 'restore'; draft: DonationDraft }
  | { type: 'prefill'; details: Partial<Fields> }
  | { type: 'reset' };

/** The donor's details as the profile holds them; the address in one line, as the receipt prints it. */
const profileDetails = (u: WireUser): Partial<Fields> => ({
  name: u.name,
  email: u.email,
  phone: u.phone ?? '',
  address: [u.address, u.landmark, u.city, u.state && u.postal_code ? `${u.state} ${u.postal_code}` : (u.state ?? u.postal_code)]
    .filter(Boolean)
    .join(', '),
});

/** Whether the amount is one of the preset buttons' (so 'Other' is not the one pressed). */
export const isPresetAmount = (amount: string) => DONATION_PRESETS_RUPEES.some((r) => String(r) === amount);

function reduce(s: State, a: Action): State {
  const f = s.fields;
  switch (a.type) {
    case 'edit':
      return { ...s, interacted: true, fields: { ...f, [a.key]: a.value } };
    case 'blur':
      return { ...s, touched: { ...s.touched, [a.key]: true } };
    case 'preset':
      return { ...s, interacted: true, fields: { ...f, amount: a.rupees }, touched: { ...s.touched, amount: true } };
    case 'other':
      // 'Other' empties a preset amount for the donor to type one; a typed amount stays.
      return isPresetAmount(f.amount) ? { ...s, fields: { ...f, amount: '' } } : s;
    case 'want80G':
      // 80G needs ₹2,000 at least and a PAN. Ticked below ₹2,000, the amount stays as typed and the form asks
      // (asks80gDecision); unticked, the PAN goes, and so does a recurring frequency.
      if (a.on) return { ...s, interacted: true, want80G: true };
      return { ...s, interacted: true, want80G: false, fields: { ...f, pan: '' }, frequency: 'one-time', frequencyChosen: false };
    case 'resolve80g': {
      // The donor's answer: ₹2,000 with 80G, or the amount (and frequency) as chosen without 80G.
      const next = resolve80gDecision({ amount: f.amount, pan: f.pan, want80G: s.want80G }, a.choice);
      return { ...s, interacted: true, want80G: Boolean(next.want80G), fields: { ...f, amount: next.amount, pan: next.pan } };
    }
    case 'frequency':
      // From the radios, or confirmed in the popup (where the donor has long since interacted).
      return { ...s, interacted: true, frequency: a.value, frequencyChosen: true };
    case 'wallDisplay':
      return { ...s, interacted: true, wallDisplay: a.value, showAmount: a.value === 'hidden' ? false : s.showAmount };
    case 'showAmount':
      return { ...s, interacted: true, showAmount: a.on };
    case 'interact':
      return { ...s, interacted: true };
    case 'agreed':
      return { ...s, agreed: a.on };
    case 'showAll':
      return {
        ...s,
        interacted: true,
        touched: { amount: true, name: true, phone: true, email: true, address: true, pan: true, cause: true },
      };
    case 'restore':
      // The draft this tab kept (another language's page, a reload): the form as the donor left it.
      return { ...s, ...a.draft, fields: { ...EMPTY, ...a.draft.fields }, interacted: true };
    case 'prefill': {
      // A signed-in donor's profile fills what is still empty; what was typed or kept stays.
      const filled = Object.fromEntries(Object.entries(a.details).filter(([k, v]) => v && !f[k as Key])) as Partial<Fields>;
      return Object.keys(filled).length ? { ...s, fields: { ...f, ...filled } } : s;
    }
    case 'reset':
      return INITIAL;
  }
}

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * The form as it was posted without JavaScript (the server echoes it): every field back, and every message
 * shown at once, as after a click on Create Donation.
 */
function fromPost(post: Partial<Record<string, string>> | undefined): State {
  if (!post) return INITIAL;
  const fields = Object.fromEntries(Object.keys(EMPTY).map((k) => [k, post[k] ?? EMPTY[k as Key]])) as Fields;
  const frequency = oneOf(FREQUENCIES, post.frequency);
  return reduce(
    {
      ...INITIAL,
      fields,
      want80G: post.want80G === '1',
      frequency: frequency ?? 'one-time',
      frequencyChosen: frequency !== undefined && frequency !== 'one-time',
      wallDisplay: oneOf(WALL_DISPLAYS, post.wallDisplay) ?? DEFAULT_WALL_DISPLAY,
      showAmount: post.showAmount === '1',
      agreed: post.agreed === '1',
    },
    { type: 'showAll' },
  );
}

/**
 * The donation form's state and its rules, checked live with the same rules the server applies: what each
 * field shows, what blocks the button, and the draft sent to checkout. `posted` is the form as the server
 * echoed it after a post without JavaScript.
 */
export function useDonationFormState(posted?: Partial<Record<string, string>>, campaign?: { id: number; cause: string }) {
  const [s, dispatch] = useReducer(reduce, posted, fromPost);
  const text = useDonationText();
  // After hydration (the server cannot know the tab's draft): the kept draft, unless the server echoed a post.
  useEffect(() => {
    const draft = posted ? null : readDonationDraft();
    if (draft) dispatch({ type: 'restore', draft });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  useEffect(() => {
    if (!s.interacted) return;
    const { fields, want80G, frequency, frequencyChosen, wallDisplay, showAmount } = s;
    saveDonationDraft({ fields, want80G, frequency, frequencyChosen, wallDisplay, showAmount });
  }, [s]);
  // A campaign's form gives to the campaign's cause, whatever a kept draft says.
  const f = campaign ? { ...s.fields, cause: campaign.cause } : s.fields;
  const cause = CAUSES.find((c) => c.value === f.cause) ?? DEFAULT_CAUSE;
  const check = validateDonation({
    ...f,
    causeCode: cause.code,
    want80G: s.want80G,
    frequency: s.frequency,
    wallDisplay: s.wallDisplay,
    showAmount: s.showAmount,
  });
  const errors: DonationErrors = check.ok ? {} : check.errors;
  // A missing field is marked; the spec's one refusal naming every missing field shows once, under the button.
  const missing = (k: Key) => s.touched[k] && !check.ok && errors[k] === check.refusal && !f[k];
  // What the donor reads is in the page's language; the rules answer codes.
  const shown = (k: Key) => (s.touched[k] && k in errors && !missing(k) ? text.rule(errors[k]) : undefined);

  return {
    ...s,
    cause,
    check,
    errors,
    blocker: !check.ok ? text.rule(check.refusal)! : !s.agreed ? text.rule(DONATION_REFUSALS.policy)! : null,
    amountHint: f.amount ? (text.rule(amountProblem(f.amount, s.want80G)) ?? null) : null,
    /** 80G ticked below ₹2,000: the form asks what the donor wants (raise, or go on without 80G). */
    asks80g: asks80gDecision(f.amount, s.want80G),
    text,
    amountLabel: check.ok ? formatInr(check.value.amountPaise, { whole: true }) : '',
    shown,
    invalid: (k: Key) => Boolean(shown(k)) || missing(k),
    describedBy: (k: Key, id: string) => (shown(k) ? `${id}-error` : missing(k) ? 'donation-blocker' : undefined),
    /** The first field to fix, in the order they appear. */
    firstProblemId: () => {
      const first = Object.keys(FIELD_IDS).find((k) => k in errors);
      return first ? FIELD_IDS[first] : null;
    },
    draft: (frequency: Frequency) => ({
      ...f,
      causeCode: cause.code,
      want80G: s.want80G,
      frequency,
      pan: s.want80G ? f.pan : null,
      wallDisplay: s.wallDisplay,
      showAmount: s.showAmount,
      ...(campaign ? { campaignId: campaign.id } : {}),
    }),

    edit: (key: Key) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      dispatch({ type: 'edit', key, value: key === 'pan' ? e.target.value.toUpperCase() : e.target.value }),
    blur: (key: Key) => () => dispatch({ type: 'blur', key }),
    choosePreset: (rupees: string) => dispatch({ type: 'preset', rupees }),
    chooseOther: () => dispatch({ type: 'other' }),
    toggle80G: (on: boolean) => dispatch({ type: 'want80G', on }),
    /** A signed-in donor's profile fills the fields still empty. */
    prefill: useCallback((user: WireUser) => dispatch({ type: 'prefill', details: profileDetails(user) }), []),
    resolve80g: (choice: 'raise' | 'without') => dispatch({ type: 'resolve80g', choice }),
    chooseFrequency: (value: Frequency) => dispatch({ type: 'frequency', value }),
    chooseWallDisplay: (value: WallDisplay) => dispatch({ type: 'wallDisplay', value }),
    setShowAmount: (on: boolean) => dispatch({ type: 'showAmount', on }),
    interact: () => dispatch({ type: 'interact' }),
    setAgreed: (on: boolean) => dispatch({ type: 'agreed', on }),
    /** A click before any typing: every message shows. */
    showAll: () => dispatch({ type: 'showAll' }),
    /** After a paid gift: a blank form, and no draft kept. */
    reset: () => {
      forgetDonationDraft();
      dispatch({ type: 'reset' });
    },
  };
}

export type DonationFormState = ReturnType<typeof useDonationFormState>;
