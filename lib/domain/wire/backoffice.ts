// What the back-office reads: dashboard figures, the mail outbox and the audit log. Amounts in rupees.
import type { IncidentKind } from '@/lib/domain/incidents';
import type { MailStatus } from '@/lib/domain/mail';
import type { PaymentMode } from '@/lib/domain/payments';

/** Change over the last 30 days against the 30 before, in percent; null when there is nothing to compare. */
export type Growth = number | null;

export type DashboardStats = {
  total_revenue: number;
  total_orders: number;
  total_products: number;
  total_donations: number;
  team_members: number;
  /** Revenue, orders and donations of the last 30 India days against the previous 30. */
  growth: { revenue: Growth; orders: Growth; donations: Growth };
  recent_orders: {
    id: number;
    order_number: string;
    customer_name: string;
    initials: string;
    created_at: string;
    total_amount: number;
    status: string;
    payment_status: string;
  }[];
  /** One point per India day, oldest first, the last one being today. Amounts in rupees. */
  series: { date: string; revenue: number; donations: number }[];
};

export type OutboxEntry = {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
};

export type AuditEntry = {
  id: number;
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor: { id: number; name: string | null; email: string | null; role: string | null } | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
};

/** A second successful payment for an already paid order or donation; needs_attention while its money has not gone back. */
type WireDuplicatePayment = {
  payment_id: number;
  order_id: number | null;
  order_number: string | null;
  donation_id: number | null;
  duplicate_of_payment_id: number | null;
  amount: number;
  mode: PaymentMode;
  status: string;
  needs_attention: boolean;
  paid_at: string | null;
};
export type DuplicatePaymentsReport = { needs_attention: number; items: WireDuplicatePayment[] };

/** Accounts holding as much as allowed in unshipped cash-on-delivery orders (COD_MAX_* caps), for the dashboard. */
export type CodCapsReport = {
  max_open_orders: number;
  max_units_per_product: number;
  accounts: { user_id: number; name: string; email: string; open_orders: number; most_units: number }[];
};

/** The dashboard's warnings (issue 38): incidents open now, oldest first, worded for the page. */
export type OpenIncidentsReport = {
  items: {
    id: number;
    kind: IncidentKind;
    subject: string;
    title: string;
    detail: string;
    opened_at: string;
    last_seen_at: string;
    admins_mailed: number;
  }[];
};
