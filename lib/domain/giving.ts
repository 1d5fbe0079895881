import { istParts, istStartOfDay } from './dates';
import type { DonationPaymentMode, DonationStatus, Frequency, RecurringFrequency } from './donations';

// "My giving": what a donor's page shows about one address (lib/server/donations/giving.ts builds it).

export type GiftLine = {
  id: number;
  /** When the money came in (ISO). */
  date: string;
  amountPaise: number;
  causeCode: string;
  cause: string;
  /** The campaign the gift is filed under, when it is (its page's form or the office's entry). */
  campaign: { id: number; title: string; titleHi: string | null } | null;
  paymentMode: DonationPaymentMode;
  frequency: Frequency;
  status: DonationStatus;
  receiptNumber: string | null;
  receiptUrl: string | null;
  certificateUrl: string | null;
};

export type RecurringLine = {
  id: number;
  amountPaise: number;
  frequency: Frequency;
  status: string;
  active: boolean;
  /** Estimated from our records (the last charge, else the start, plus one period); null once it has ended. */
  nextChargeOn: string | null;
};

/** What a donor may do with a recurring gift in each state (Razorpay pauses only an active subscription). */
export function recurringChoices(status: string) {
  return {
    pause: status === 'active',
    resume: status === 'paused',
    updatePayment: status === 'pending' || status === 'halted',
    change: status === 'active',
  };
}

export type StatementLine = { financialYear: string; test: boolean; gifts: number; totalPaise: number; url: string };

export type GivingOverview = { email: string; gifts: GiftLine[]; recurring: RecurringLine[]; statements: StatementLine[] };

const PERIOD_MONTHS: Record<RecurringFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The next charge of a recurring gift as our records let us estimate it: one period after the last charge
 * (or after the start when none came yet), on the same India day of the month (the 31st becomes the month's
 * last day), moved on by whole periods until it is after `now`.
 */
export function estimateNextCharge(from: Date, frequency: RecurringFrequency, now = new Date()): Date {
  const { year, month, day } = istParts(from);
  const step = PERIOD_MONTHS[frequency];
  for (let n = 1; ; n++) {
    const index = month - 1 + n * step;
    const y = year + Math.floor(index / 12);
    const m = (index % 12) + 1;
    const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const next = istStartOfDay(y, m, Math.min(day, lastDay));
    if (next > now) return next;
  }
}

const FINANCIAL_YEAR_PATTERN = /^\d{4}-\d{2}$/;

/** "2025-26" whose second half follows the first. */
export function isFinancialYear(value: string): boolean {
  if (!FINANCIAL_YEAR_PATTERN.test(value)) return false;
  return (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5, 7));
}
