/** The parts of Razorpay's entities we read (https://razorpay.com/docs/api/). Amounts are integer paise. */

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  invoice_id: string | null;
  method: string;
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type RazorpayPlan = {
  id: string;
  entity: 'plan';
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
};

export type RazorpaySubscriptionStatus =
  'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'paused' | 'expired' | 'completed';

export type RazorpaySubscription = {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: RazorpaySubscriptionStatus;
  total_count: number;
  paid_count: number;
  remaining_count: number;
  customer_notify: boolean;
  notes: Record<string, string>;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  /** When the first charge is due, for a subscription created with start_at. */
  start_at?: number | null;
  ended_at: number | null;
  short_url: string;
  created_at: number;
};

export type RazorpayRefund = { id: string; entity: 'refund'; amount: number; payment_id: string; status: string; created_at: number };

export type RazorpayCollection<T> = { entity: 'collection'; count: number; items: T[] };

export type RazorpayWebhookEvent = {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    subscription?: { entity: RazorpaySubscription };
  };
  created_at: number;
};
