// Orders as /api answers them and the back-office and tracking page read them. Amounts in rupees.
import type { OrderStatus, PaymentStatus, WirePaymentMethod, TimelineEntry } from '@/lib/domain/order-status';
import type { PaymentMode } from '@/lib/domain/payments';

export type WireOrderItem = {
  id: number;
  product_id: number | null;
  product_name: string;
  sku: string | null;
  quantity: number;
  unit_price: number;
  price: number;
  total_price: number;
  total: number;
  product: { id: number | null; name: string };
  /** Copied from the product when ordered; null on orders placed before GST per product. */
  hsn_code: string | null;
  gst_rate: number | null;
  /** The line's value after its share of the coupon discount, and its GST (null on older orders). */
  taxable_value: number | null;
  tax_amount: number | null;
};

/** Where the goods are supplied (the shipping state) with its GST state code. */
type WirePlaceOfSupply = { code: string; name: string };

export type WireOrderAmounts = {
  currency: string;
  subtotal: number;
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  cod_fee: number;
  total_amount: number;
  /**
   * tax_amount split by the place of supply: CGST + SGST inside the foundation's state, IGST elsewhere (null
   * for an older order whose place of supply is unknown). cgst + sgst + igst = tax_amount.
   */
  cgst_amount: number | null;
  sgst_amount: number | null;
  igst_amount: number | null;
  place_of_supply: WirePlaceOfSupply | null;
  /** GST included in shipping_amount and cod_fee (they are GST-inclusive; not added to the total). */
  charges_tax_amount: number | null;
};

/** A credit note on an order answer: its number, the amount credited (rupees) and a signed, short-lived link. */
export type WireCreditNote = { number: string; amount: number; issued_at: string; download_url: string };

/** The order as its owner and staff see it; lists add items_count, the detail adds items and timeline. */
export type WireOrder = WireOrderAmounts & {
  id: number;
  order_number: string;
  user_id: number | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: WirePaymentMethod;
  payment_mode: PaymentMode | null;
  coupon_code: string | null;
  shipping_name: string;
  shipping_email: string;
  shipping_phone: string;
  shipping_address: string;
  /** Optional landmark near the address (issue 37). */
  shipping_landmark: string | null;
  shipping_city: string;
  shipping_state: string;
  shipping_postal_code: string;
  shipping_country: string;
  billing_name: string | null;
  billing_email: string | null;
  billing_phone: string | null;
  billing_address: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_postal_code: string | null;
  billing_country: string | null;
  notes: string | null;
  /** The business buyer's GSTIN printed on the invoice (null for a consumer). */
  buyer_gstin: string | null;
  /** Once the GST invoice is issued (payment received, or a COD order shipped); null before. */
  invoice_number?: string | null;
  /** Credit notes against the invoice (cancelled, refunded in full or in part), oldest first. */
  credit_notes?: WireCreditNote[];
  cancel_reason: string | null;
  /** Recorded by the office when it marks the order shipped (null before, or when it gave none). */
  courier: string | null;
  tracking_number: string | null;
  /** An https link to the courier's own tracking page. */
  tracking_url: string | null;
  /** The buyer erased their account; this invoiced order is a tax record kept until this day (YYYY-MM-DD). */
  tax_kept_until?: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  items?: WireOrderItem[];
  items_count?: number;
  timeline?: TimelineEntry[];
};

/** A refund of one of an order's payments, as the order detail lists it. */
type WireOrderRefund = { id: number; refund_amount: number; status: string; reason: string | null; created_at: string };

/** One payment attempt of an order (the detail's payments), with its refunds. */
type WireOrderPayment = {
  id: number;
  gateway: string;
  mode: PaymentMode;
  txnid: string | null;
  payment_id: string | null;
  amount: number;
  status: string;
  method: string | null;
  error_message: string | null;
  paid_at: string | null;
  created_at: string;
  refunds: WireOrderRefund[];
};

/** The order as one order's detail answers it (owner and staff): the order, its items, timeline and payments. */
export type WireOrderDetail = WireOrder & {
  payments?: WireOrderPayment[];
  /** What has gone back to the buyer through the gateway (processed refunds of the order's own payment), in rupees. */
  refunded_amount?: number;
};

/** Public tracking by order number: contact details masked unless the owner or staff ask. */
export type TrackedOrder = WireOrderAmounts & {
  order_number: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: WirePaymentMethod;
  created_at: string;
  masked: boolean;
  shipping_name: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_postal_code: string;
  shipping_country: string;
  shipping_email: string;
  shipping_phone: string;
  items: { product_name: string; quantity: number; unit_price: number; total_price: number; gst_rate: number | null }[];
  timeline: TimelineEntry[];
  /** The courier and tracking number are not personal data: shown to anyone with the order number. */
  courier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
};
