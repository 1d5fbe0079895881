/** The order as the back-office reads it (the /api wire shape of the orders module; amounts in rupees). */
export type AdminOrder = {
  id: number;
  order_number: string;
  status: string;
  payment_status: string;
  payment_method: string;
  total_amount: number;
  currency: string;
  created_at: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  items_count?: number;
};

export type AdminOrderDetail = AdminOrder & {
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  cod_fee: number;
  coupon_code: string | null;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_postal_code: string;
  shipping_country: string;
  billing_name: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_postal_code: string | null;
  notes: string | null;
  cancel_reason: string | null;
  paid_at: string | null;
  items?: { id: number; product_name: string; quantity: number; unit_price: number; total_price: number }[];
  timeline?: { title: string; note: string | null; date: string | null; completed: boolean }[];
};

export type OrderActionResult<T = undefined> = { ok: boolean; message: string; data?: T };
