/** A donation as the admin list reads it (the /api wire shape of the donations module; amounts in rupees). */
export type AdminDonation = {
  id: number;
  name: string;
  email: string;
  phone: string;
  amount: number;
  pan: string | null;
  address: string;
  cause: string;
  cause_code: string;
  frequency: string;
  /** The recurring gift's state now (a halted one needs the donor to update the payment method); null when one-time. */
  recurring_status: string | null;
  status: string;
  display_status: string;
  want80G: boolean;
  eligible_80g: boolean;
  payment_mode_label: string;
  receipt_number: string | null;
  receipt_url: string | null;
  certificate: string | null;
  created_at: string;
  /** The donor erased their account; this gift is a tax record kept until this day (YYYY-MM-DD). */
  tax_kept_until?: string;
};

export const CAUSE_OPTIONS = [
  ['KN', 'kshudha-nivarana', 'Kshudha Nivarana (hunger)'],
  ['AS', 'awakening-shakti', 'Awakening Shakti (women)'],
  ['NN', 'nuturing-nature', 'Nurturing Nature (environment)'],
  ['STEER', 'skill-training', 'STEER (skills)'],
  ['GSW', 'general-welfare', 'General welfare'],
] as const;
