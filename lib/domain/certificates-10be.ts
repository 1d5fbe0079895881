import { istParts, istStartOfDay } from './dates';

// Form 10BE certificates uploaded in batches (docs/giving.md, "The 10BE loop"): the limits of a batch, how a
// donor's PAN and the year are read from a certificate's text or file name, and the 31 May deadlines.

/** A batch: at most this many certificates (PDFs sent, or PDFs inside a ZIP). */
export const MAX_BATCH_CERTIFICATES = 100;
/** What a batch may send in all (the files as uploaded, ZIPs compressed): the back-office action's body fits it. */
export const MAX_BATCH_BYTES = 5 * 1024 * 1024;
/** A ZIP's directory may list this many entries (folders and other files included) before it is refused unread. */
export const MAX_ZIP_ENTRIES = 200;
/** Everything a ZIP unpacks to, in all: a ZIP bomb stops here, whatever its headers claim. */
export const MAX_ZIP_UNPACKED_BYTES = 50 * 1024 * 1024;

// Ten characters: five letters, four digits, a letter; the fourth letter is the holder's kind (P a person,
// C a company, H a HUF, F a firm, A an AOP, T a trust, B a BOI, L a local authority, J a juridical person,
// G a government). Not inside a longer word: a URN or ARN that contains a PAN-like run is not a PAN.
const PAN_IN_TEXT = /(?<![A-Z0-9])[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z](?![A-Z0-9])/g;

/**
 * The distinct PANs written in a text, in their order, without the foundation's own (every 10BE carries the
 * reporting entity's PAN beside the donor's). File names often join words with _ or -, which count as breaks.
 */
export function pansIn(text: string, foundationPan: string): string[] {
  const found = text.toUpperCase().match(PAN_IN_TEXT) ?? [];
  return [...new Set(found)].filter((pan) => pan !== foundationPan.toUpperCase());
}

/**
 * The financial year a certificate states ("Financial Year 2025-26", also "2025-2026"), else null. The
 * assessment year is one later and is not taken for it.
 */
export function financialYearIn(text: string): string | null {
  const match = /financial\s*year[^0-9]{0,20}(20\d{2})\s*[-–]\s*(\d{2}|\d{4})(?!\d)/i.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  const next = match[2].length === 2 ? (start + 1) % 100 : start + 1;
  if (end !== next) return null;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The kinds of file a batch takes, by name (the server then checks the bytes). */
export function batchFileKind(file: { name: string; type: string }): 'pdf' | 'zip' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (/zip/.test(file.type) || name.endsWith('.zip')) return 'zip';
  return null;
}

export type CertificateDeadline = {
  /** The financial year whose certificates and Form 10BD are due. */
  financialYear: string;
  /** The due day, "2027-05-31" (India time). */
  dueOn: string;
  /** Whole days from today (India time) to the due day: 0 on the day, negative once it has passed. */
  daysLeft: number;
};

/**
 * Form 10BD and the Form 10BE certificates of a financial year are both due by 31 May after it ends (rules
 * 18AB(1) and 18AB(8)). The year shown is the latest one ended: until 31 May the one just ended, and after it
 * still that one (overdue) until the next year ends, when its own deadline comes.
 */
export function certificateDeadline(now = new Date()): CertificateDeadline {
  const { year, month } = istParts(now);
  const endedStart = month >= 4 ? year - 1 : year - 2;
  const financialYear = `${endedStart}-${String((endedStart + 1) % 100).padStart(2, '0')}`;
  const dueYear = endedStart + 1;
  const today = istParts(now);
  const dayMs = 24 * 60 * 60 * 1000;
  const daysLeft = Math.round(
    (istStartOfDay(dueYear, 5, 31).getTime() - istStartOfDay(today.year, today.month, today.day).getTime()) / dayMs,
  );
  return { financialYear, dueOn: `${dueYear}-05-31`, daysLeft };
}

/** The admin dashboard's card (certificate-tracker.ts certificateDeadlineCard). */
export type CertificateDeadlineReport = {
  financial_year: string;
  due_on: string;
  days_left: number;
  donors: number;
  with_certificate: number;
  without_certificate: number;
  pending_uploads: number;
};
