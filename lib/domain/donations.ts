/** Donation rules shared by the /donations form (live) and the server (the same messages on both sides). */

import type { FieldError } from './errors';
import { rupeesToPaise } from './money';

const DONATION_MIN_RUPEES = 50;
export const DONATION_80G_MIN_RUPEES = 2000;
const DONATION_MULTIPLE_RUPEES = 10;
/** Keeps paise inside a 32-bit integer column; larger gifts are arranged with the office. */
const DONATION_MAX_RUPEES = 1_00_00_000;
/** Cash above this never qualifies for 80G (section 80G(5D)). */
const CASH_80G_LIMIT_PAISE = 2000_00;
/**
 * Section 269ST: no one may receive ₹2,00,000 or more in cash from one person in a day, for one transaction,
 * or for one event. The office's entry refuses a cash gift of that size and warns when one donor's cash on
 * one day reaches it.
 */
export const CASH_RECEIPT_LIMIT_PAISE = 2_00_000_00;

/** The amounts offered as buttons on the form (rupees); 'Other' is typed. */
export const DONATION_PRESETS_RUPEES = [500, 1000, 2500, 5000] as const;

export const FREQUENCIES = ['one-time', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export type RecurringFrequency = 'monthly' | 'quarterly' | 'yearly';
export type DonationStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/**
 * An online attempt still unpaid after this long was abandoned: the back-office shows it so at once, and the
 * reconciliation job (after asking the gateway once more) closes it as failed.
 */
export const DONATION_ABANDONED_AFTER_HOURS = 24;

/** The status the back-office shows: a pending attempt older than DONATION_ABANDONED_AFTER_HOURS is 'abandoned'. */
export function donationDisplayStatus(status: DonationStatus, createdAt: Date, now: Date = new Date()): DonationStatus | 'abandoned' {
  const abandoned = status === 'pending' && now.getTime() - createdAt.getTime() >= DONATION_ABANDONED_AFTER_HOURS * 3_600_000;
  return abandoned ? 'abandoned' : status;
}
/** How the money arrived: online through Razorpay, or recorded by an admin. */
export type DonationPaymentMode = 'razorpay' | 'cash' | 'cheque' | 'bank_transfer';

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  'one-time': 'One-time',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/**
 * How a donor appears on the public wall of supporters, chosen on the form: the full name, the first name and
 * the initial of the last, 'Anonymous', or not at all. Being listed takes the donor's own choice: no choice
 * (an API client that sends none, an offline entry left as it is) means not listed. The amount is shown only
 * when the donor also ticked it.
 */
export const WALL_DISPLAYS = ['name', 'initials', 'anonymous', 'hidden'] as const;
export type WallDisplay = (typeof WALL_DISPLAYS)[number];
export const DEFAULT_WALL_DISPLAY: WallDisplay = 'hidden';
export const WALL_DISPLAY_LABELS: Record<WallDisplay, string> = {
  name: 'My full name',
  initials: 'My first name and initial',
  anonymous: 'As “Anonymous”',
  hidden: 'Do not list me',
};

/** The name the wall shows for a choice: 'Asha Verma' as name, 'Asha V.' as initials, 'Anonymous'; null = not listed. */
export function wallName(fullName: string, display: WallDisplay): string | null {
  if (display === 'hidden') return null;
  if (display === 'anonymous') return 'Anonymous';
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return 'Anonymous';
  if (display === 'name' || words.length === 1) return words.join(' ');
  return `${words[0]} ${words[words.length - 1][0].toUpperCase()}.`;
}

/** name: the initiative's name as the spec writes it, everywhere (home, about, donation page, receipts). */
export type Cause = { value: string; code: string; name: string; label: string };

export const CAUSES: readonly Cause[] = [
  { value: 'kshudha-nivarana', code: 'KN', name: 'Kshudha Nivarana', label: 'Kshudha Nivarana (hunger and malnutrition)' },
  { value: 'awakening-shakti', code: 'AS', name: 'Awakening Shakti', label: 'Awakening Shakti (women empowerment)' },
  { value: 'nuturing-nature', code: 'NN', name: 'Nurturing Nature', label: 'Nurturing Nature (environment)' },
  { value: 'skill-training', code: 'STEER', name: 'STEER', label: 'Skill Training (vocational training)' },
  { value: 'general-welfare', code: 'GSW', name: 'General Social Welfare', label: 'General Social Welfare (community development)' },
];
export const DEFAULT_CAUSE = CAUSES[4];

/** Values seen from older clients: `chains-to-bridge` (code CB) and the corrected spelling `nurturing-nature`. */
const CAUSE_ALIASES: Record<string, string> = {
  'chains-to-bridge': 'awakening-shakti',
  'nurturing-nature': 'nuturing-nature',
};
const CODE_ALIASES: Record<string, string> = { CB: 'AS' };

/** The canonical cause for a value (or, when the value is empty, for a code); null when unknown. */
export function resolveCause(value: string | null | undefined, code?: string | null): Cause | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v) return CAUSES.find((c) => c.value === (CAUSE_ALIASES[v] ?? v)) ?? null;
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return null;
  return CAUSES.find((x) => x.code === (CODE_ALIASES[c] ?? c)) ?? null;
}

export function causeByCode(code: string): Cause | undefined {
  return CAUSES.find((c) => c.code === code);
}

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The donation rules' refusals, as codes (the form words them in the page's language, /api in English). */
export const DONATION_REFUSALS = {
  /** Every missing field named at once ('Please fill in all required fields: name, phone'). */
  required: (fields: readonly string[]): FieldError => ({ code: 'donation.required', params: { fields: fields.join(',') } }),
  digitsOnly: { code: 'donation.digits_only' },
  multiple: { code: 'donation.multiple' },
  minimum: { code: 'donation.minimum' },
  minimum80g: { code: 'donation.minimum_80g' },
  maximum: { code: 'donation.maximum' },
  panRequired: { code: 'donation.pan_required' },
  panFormat: { code: 'donation.pan_format' },
  /** No 80G registration covers today: the option is off until the renewal is entered (lib/config/foundation.ts). */
  unavailable80g: { code: 'donation.80g_unavailable' },
  phone: { code: 'donation.phone' },
  email: { code: 'donation.email' },
  cause: { code: 'donation.cause' },
  frequency: { code: 'donation.frequency' },
  recurringFrequency: { code: 'donation.recurring_frequency' },
  policy: { code: 'donation.policy' },
  wallDisplay: { code: 'donation.wall_display' },
  validAmount: { code: 'donation.valid_amount' },
} as const satisfies Record<string, FieldError | ((fields: readonly string[]) => FieldError)>;

/** Raw form or wire values; numbers and strings both arrive for amount. */
export type DonationDraft = {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  amount?: unknown;
  cause?: unknown;
  causeCode?: unknown;
  address?: unknown;
  pan?: unknown;
  want80G?: unknown;
  frequency?: unknown;
  wallDisplay?: unknown;
  showAmount?: unknown;
  /** The campaign page the gift is made on (the form sends campaignId, /api campaign_id); checked by the server. */
  campaignId?: unknown;
  campaign_id?: unknown;
};

type DonationField = 'name' | 'phone' | 'email' | 'amount' | 'cause' | 'address' | 'pan' | 'frequency' | 'wallDisplay';
export type DonationErrors = Partial<Record<DonationField, FieldError>>;

export type ValidDonation = {
  name: string;
  phone: string;
  email: string;
  amountPaise: number;
  cause: Cause;
  address: string;
  pan: string | null;
  want80G: boolean;
  frequency: Frequency;
  wallDisplay: WallDisplay;
  showAmount: boolean;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function isTruthyFlag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true' || v === 'on';
}

/** Indian mobile numbers as typed: spaces, dashes and a +91 / 0 prefix are tolerated. */
function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  return digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
}

function normalizePan(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

/** The amount rule alone (for the live hint): null when valid, else the refusal. */
export function amountProblem(rawAmount: unknown, want80G: boolean): FieldError | null {
  const raw = text(rawAmount);
  if (!/^\d+$/.test(raw)) return DONATION_REFUSALS.digitsOnly;
  const rupees = Number(raw);
  if (rupees % DONATION_MULTIPLE_RUPEES !== 0) return DONATION_REFUSALS.multiple;
  if (want80G && rupees < DONATION_80G_MIN_RUPEES) return DONATION_REFUSALS.minimum80g;
  if (rupees < DONATION_MIN_RUPEES) return DONATION_REFUSALS.minimum;
  if (rupees > DONATION_MAX_RUPEES) return DONATION_REFUSALS.maximum;
  return null;
}

/**
 * The donor ticked 80G with an amount below its minimum: the form asks (raise the amount to the minimum, or go on
 * without 80G) instead of changing the amount itself. An empty or malformed amount asks nothing (its own message).
 */
export function asks80gDecision(rawAmount: unknown, want80G: boolean): boolean {
  const raw = text(rawAmount);
  return want80G && /^\d+$/.test(raw) && Number(raw) < DONATION_80G_MIN_RUPEES;
}

/** The donor's answer to that question, applied to the form's amount and 80G choice (browser and server alike). */
export function resolve80gDecision<T extends { amount?: string; want80G?: boolean | string; pan?: string }>(
  draft: T,
  choice: 'raise' | 'without',
): T {
  return choice === 'raise'
    ? { ...draft, amount: String(DONATION_80G_MIN_RUPEES) }
    : { ...draft, want80G: typeof draft.want80G === 'string' ? '' : false, pan: '' };
}

/**
 * Every rule of the donation form. Missing fields are reported together ('Please fill in all required
 * fields: ...'); the first refusal is the one to show when only one fits.
 */
export function validateDonation(
  draft: DonationDraft,
): { ok: true; value: ValidDonation } | { ok: false; errors: DonationErrors; refusal: FieldError } {
  const want80G = isTruthyFlag(draft.want80G);
  const values = {
    name: text(draft.name),
    phone: text(draft.phone),
    email: text(draft.email),
    amount: text(draft.amount),
    cause: text(draft.cause) || text(draft.causeCode),
    address: text(draft.address),
    pan: want80G ? normalizePan(text(draft.pan)) : '',
  };
  const required: DonationField[] = ['name', 'phone', 'email', 'amount', 'cause', 'address', ...(want80G ? (['pan'] as const) : [])];
  const missing = required.filter((f) => !values[f as keyof typeof values]);
  const errors: DonationErrors = {};
  if (missing.length) {
    const refusal = missing.length === 1 && missing[0] === 'pan' ? DONATION_REFUSALS.panRequired : DONATION_REFUSALS.required(missing);
    for (const f of missing) errors[f] = f === 'pan' ? DONATION_REFUSALS.panRequired : refusal;
    return { ok: false, errors, refusal };
  }
  const amount = amountProblem(values.amount, want80G);
  if (amount) errors.amount = amount;
  const phone = normalizePhone(values.phone);
  if (!PHONE_PATTERN.test(phone)) errors.phone = DONATION_REFUSALS.phone;
  if (!EMAIL_PATTERN.test(values.email) || values.email.length > 254) errors.email = DONATION_REFUSALS.email;
  const cause = resolveCause(text(draft.cause), text(draft.causeCode));
  if (!cause) errors.cause = DONATION_REFUSALS.cause;
  if (want80G && !PAN_PATTERN.test(values.pan)) errors.pan = DONATION_REFUSALS.panFormat;
  const frequencyRaw = text(draft.frequency) || 'one-time';
  const frequency = (FREQUENCIES as readonly string[]).includes(frequencyRaw) ? (frequencyRaw as Frequency) : null;
  if (!frequency) errors.frequency = DONATION_REFUSALS.frequency;
  const wallRaw = text(draft.wallDisplay) || DEFAULT_WALL_DISPLAY;
  const wallDisplay = (WALL_DISPLAYS as readonly string[]).includes(wallRaw) ? (wallRaw as WallDisplay) : null;
  if (!wallDisplay) errors.wallDisplay = DONATION_REFUSALS.wallDisplay;
  if (values.name.length > 120) errors.name = { code: 'field.max_length', params: { label: 'name', max: 120 } };
  if (values.address.length > 500) errors.address = { code: 'field.max_length', params: { label: 'address', max: 500 } };

  const first = Object.values(errors)[0];
  if (first) return { ok: false, errors, refusal: first };
  return {
    ok: true,
    value: {
      name: values.name,
      phone,
      email: values.email.toLowerCase(),
      amountPaise: rupeesToPaise(values.amount),
      cause: cause!,
      address: values.address,
      pan: want80G ? values.pan : null,
      want80G,
      frequency: frequency!,
      wallDisplay: wallDisplay!,
      // An amount is public only for a listed donor who asked for it.
      showAmount: wallDisplay !== 'hidden' && isTruthyFlag(draft.showAmount),
    },
  };
}

/** Razorpay plan terms: quarterly is monthly with interval 3; at most 10 years of charges. */
export function planTerms(frequency: RecurringFrequency): { period: 'monthly' | 'yearly'; interval: number; totalCount: number } {
  switch (frequency) {
    case 'monthly':
      return { period: 'monthly', interval: 1, totalCount: 120 };
    case 'quarterly':
      return { period: 'monthly', interval: 3, totalCount: 40 };
    case 'yearly':
      return { period: 'yearly', interval: 1, totalCount: 10 };
  }
}

export function isRecurring(f: Frequency): f is RecurringFrequency {
  return f !== 'one-time';
}

/**
 * What a receipt without an 80G claim says as its reason. "Cash above ₹2,000" only when that is the reason:
 * cash of ₹2,000 or less that asked for 80G and has none lacks a registration, not a qualifying mode.
 */
export function not80gReason(
  d: { eligible80g: boolean; want80g: boolean; paymentMode: DonationPaymentMode; amountPaise: number },
  assessmentYear: string,
): string | null {
  if (d.eligible80g) return null;
  if (!d.want80g) return '80G benefit was not requested';
  if (d.paymentMode === 'cash' && d.amountPaise > CASH_80G_LIMIT_PAISE) return 'cash donations above ₹2,000 do not qualify';
  return `the foundation has no 80G registration covering ${assessmentYear}`;
}

/** 80G needs the donor's wish and a qualifying mode: cash above ₹2,000 never qualifies. */
export function is80gEligible(want80G: boolean, mode: 'razorpay' | 'cash' | 'cheque' | 'bank_transfer', amountPaise: number): boolean {
  if (!want80G) return false;
  if (mode === 'cash' && amountPaise > CASH_80G_LIMIT_PAISE) return false;
  return true;
}
