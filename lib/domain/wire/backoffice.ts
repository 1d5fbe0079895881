// What the back-office reads: dashboard figures, the mail outbox and the audit log. Amounts in rupees.
import type { MailStatus } from '@/lib/domain/mail';

export type DashboardStats = {
  total_revenue: number;
  total_orders: number;
  total_products: number;
  total_donations: number;
  team_members: number;
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
