import { describe, expect, it } from 'vitest';
import { campaignDaysLeft, campaignEnded, campaignProgress } from '@/lib/domain/campaigns';
import { expiryOf } from '@/lib/server/cache/expiry';

// 18:30 UTC is midnight in India: the day changes there, not at UTC midnight.
const at = (iso: string) => new Date(iso);

describe('a campaign’s days and meter', () => {
  it('counts the days still open for giving in India’s calendar, today included', () => {
    expect(campaignDaysLeft('2026-12-10', at('2026-12-01T10:00:00Z'))).toBe(10);
    expect(campaignDaysLeft('2026-12-10', at('2026-12-10T18:29:00Z'))).toBe(1); // 23:59 IST on the last day
    expect(campaignDaysLeft('2026-12-10', at('2026-12-10T18:30:00Z'))).toBe(0); // 00:00 IST the day after
    expect(campaignEnded('2026-12-10', at('2026-12-10T18:29:00Z'))).toBe(false);
    expect(campaignEnded('2026-12-10', at('2026-12-10T18:30:00Z'))).toBe(true);
  });

  it('shows whole percent of the goal, never more than a full meter', () => {
    expect(campaignProgress(0, 100_00)).toBe(0);
    expect(campaignProgress(4_000_00, 10_000_00)).toBe(40);
    expect(campaignProgress(9_999_00, 10_000_00)).toBe(99); // not rounded up to a goal not yet reached
    expect(campaignProgress(25_000_00, 10_000_00)).toBe(100);
  });

  it('a paid gift expires its campaign’s page with the donor wall; an edit the page and the sitemap', () => {
    expect(expiryOf('donation.paid')).toEqual(['donors']);
    expect(expiryOf('donation.paid', { campaignId: 7 })).toEqual(['donors', 'campaign:7']);
    expect(expiryOf('campaign.change', { campaignId: 7 })).toEqual(['campaign:7', 'campaigns']);
  });
});
