/** The home page's impact figures: the office's own claims, then what the site itself counts. */

export type ImpactStat = { value: string; label: string };

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * The counted figures (products in the shop, donors on record) next to the office's fixed ones. A count of
 * zero is left out rather than shown: "0 Donors" on a new site reads as a failure, not a fact worth telling.
 * One donor is "Donor", more are "Donors" (they are the people who gave, not a subscription status).
 */
export function impactStats(fixed: readonly ImpactStat[], counted: { products: number; donors: number }): ImpactStat[] {
  const stats = [...fixed];
  if (counted.products > 0) stats.push({ value: count(counted.products), label: 'Our Products & Gifts' });
  if (counted.donors > 0) stats.push({ value: count(counted.donors), label: counted.donors === 1 ? 'Donor' : 'Donors' });
  return stats;
}
