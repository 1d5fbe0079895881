/** What My giving's client components word (the recurring gifts' buttons and the change of a gift). */
export const RECURRING_NAMESPACES = ['recurring', 'donationForm'] as const;
