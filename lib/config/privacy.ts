/**
 * How long the foundation keeps what (DPDP Act; issue 35). Tax records stay after an account is erased: GST
 * invoices with their orders (CGST Act s. 36: 72 months after the annual return's due date) and 80G receipts
 * and Form 10BD data (Income-tax Act: books kept for the assessment's reopening window). Eight years after the
 * end of the record's financial year covers both; the foundation's accountant should confirm the figure.
 * The short periods (abandoned donation attempts, delivered mails' attachments) are environment settings:
 * PURGE_ABANDONED_DONATION_DAYS and PURGE_MAIL_ATTACHMENT_DAYS (30 days each by default).
 */
export const privacy = {
  /** Tax records are kept until 31 March of this many years after the end of their financial year. */
  taxRecordYears: 8,
  /** The answer to a request about one's data (see, correct, erase) is given within this many days. */
  answerDays: 90,
} as const;
