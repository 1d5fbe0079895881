/** A campaign as GET /api/campaigns/{id}, its page and the back-office read it. Amounts in rupees. */
export type WireCampaign = {
  id: number;
  title: string;
  title_hi: string | null;
  story: string;
  story_hi: string | null;
  /** The cause's value (kshudha-nivarana) and code (KN): every gift of the campaign is filed under it. */
  cause: string;
  cause_code: string;
  goal_amount: number;
  /** Paid gifts filed under the campaign, live money only (sandbox payments never count). */
  raised_amount: number;
  /** Distinct donors of those gifts (by e-mail; an offline gift without one is a donor of its own). */
  donors_count: number;
  /** Whole percent of the goal, 0..100. */
  progress_percent: number;
  /** The last day of the campaign (yyyy-mm-dd, India). */
  ends_on: string;
  /** Days still open for giving, today included; 0 once ended. */
  days_left: number;
  ended: boolean;
  picture_url: string | null;
  /** The same picture's site-relative path (/api/files/12), for the site's own pages. */
  picture_path: string | null;
  /** The public page (English; /hi/campaigns/{id} in Hindi). */
  url: string;
  created_at: string;
  updated_at: string;
};
