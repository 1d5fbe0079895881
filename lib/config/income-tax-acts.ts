import { financialYear } from '@/lib/domain/dates';
import { assessmentYear } from '@/lib/domain/registration-80g';

/**
 * The legal wording of a donation receipt follows the Act in force on the receipt's date: the Income-tax Act,
 * 1961 up to 31 March 2026, the Income-tax Act, 2025 from 1 April 2026 (which speaks of the "tax year" instead
 * of the previous and assessment years). TO CONFIRM by the foundation's accountant before receipts of
 * 2026-27 are relied on: the new Act's section numbers for the deduction (here section 133, which the 2025 Act
 * gives to donations to approved institutions, formerly 80G) and for the new tax regime (section 202, formerly
 * 115BAC), and the names of the statement and certificate forms.
 */
export type IncomeTaxAct = {
  /** The first IST day the Act governs (yyyy-mm-dd). */
  from: string;
  name: string;
  /** The deduction for donations, as the receipt cites it. */
  deduction: string;
  /** The new tax regime's section: donors under it get no deduction. */
  newRegime: string;
  /** How the receipt names the year a gift counts in. */
  yearOf: (paidAt: Date) => string;
};

const INCOME_TAX_ACTS: readonly IncomeTaxAct[] = [
  {
    from: '1961-04-01',
    name: 'Income-tax Act, 1961',
    deduction: 'section 80G',
    newRegime: 'section 115BAC',
    yearOf: (paidAt) => assessmentYear(paidAt),
  },
  {
    from: '2026-04-01',
    name: 'Income-tax Act, 2025',
    deduction: 'section 133',
    newRegime: 'section 202',
    yearOf: (paidAt) => `tax year ${financialYear(paidAt)}`,
  },
];

/** The Act whose wording a receipt dated `at` uses (the latest whose first day is on or before it, in IST). */
export function incomeTaxActOn(at: Date): IncomeTaxAct {
  const istDay = new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return INCOME_TAX_ACTS.filter((act) => act.from <= istDay).at(-1) ?? INCOME_TAX_ACTS[0];
}
