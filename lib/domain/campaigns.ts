/** A campaign's public figures, worked out the same way on its page, in /api and in the back-office. */

import { istIsoDay, parseIstDay } from './dates';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the campaign is over: India's today is after its last day (ends_on, yyyy-mm-dd). */
export function campaignEnded(endsOn: string, now: Date = new Date()): boolean {
  return istIsoDay(now) > endsOn;
}

/**
 * The days still open for giving, today included (India's calendar): 1 on the last day, 0 once it ended.
 * Counted between calendar days, so the figure changes at midnight in India, not 24 hours after a gift.
 */
export function campaignDaysLeft(endsOn: string, now: Date = new Date()): number {
  const end = parseIstDay(endsOn);
  const today = parseIstDay(istIsoDay(now));
  if (!end || !today) return 0;
  const diff = (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY_MS;
  return Math.max(0, diff + 1);
}

/** The goal meter's value: whole percent of the goal raised, 0..100 (a campaign past its goal shows a full meter). */
export function campaignProgress(raisedPaise: number, goalPaise: number): number {
  if (goalPaise <= 0) return 0;
  return Math.min(100, Math.floor((raisedPaise * 100) / goalPaise));
}

/** The campaign's public address (English; /hi in front for Hindi). */
export const campaignPath = (id: number) => `/campaigns/${id}`;
