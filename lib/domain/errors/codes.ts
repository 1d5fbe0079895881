/**
 * The closed list of what can go wrong, and of what a field can be refused for (DESIGN.md §5, "Errors travel as
 * codes"). Each code names its parameters' type; its texts live only in the message catalogues
 * (lib/i18n/messages/{en,hi}.json, `errors.<code>`), and the /api edge gives each thrown code its HTTP status
 * (lib/server/http/wire-errors.ts). Nothing here is English: the layers throw codes, the edge and the pages
 * word them.
 */

/** A parameter's value as the texts use it (numbers are shown as they are, without grouping). */
type ParamValue = string | number;
export type Params = Readonly<Record<string, ParamValue>>;

const none = {} as Record<never, never>;
const takes = <P extends Params>() => ({}) as P;

/**
 * The names of fields as the texts name them (`label` and `fields` parameters), translated through the
 * catalogues' `fields` namespace: 'current_password' is "current password" in English, "वर्तमान पासवर्ड" in Hindi.
 */
export const FIELD_LABELS = [
  'name',
  'email',
  'password',
  'current_password',
  'phone',
  'address',
  'subject',
  'message',
  'items',
  'category',
  'sku',
  'code',
  'price',
  'stock_quantity',
  'image',
  'certificate',
] as const;
type FieldLabel = (typeof FIELD_LABELS)[number];
/** A field's label (translated), and a comma-separated list of labels (each translated, joined with ', '). */
type Label = { label: FieldLabel };
/** How long a refused caller should wait (seconds): the contract's Retry-After. */
type RetryAfter = { retry_after: number };
/** An order line the stock cannot cover (the contract answers these figures beside the message). */
type StockShortfall = { product_id: number; name: string; requested: number; available: number };

/** What a layer throws (DomainError.code); the /api edge gives each its status. */
export const ERROR_CODES = {
  // Anything unexpected, and the database's own refusals (lib/server/errors/from-unknown.ts).
  'server.error': none,
  'server.busy': takes<RetryAfter>(),
  'server.unavailable': none,
  'request.invalid_value': none,
  'record.exists': none,
  // The request itself (lib/server/http).
  'request.bad': none,
  'request.not_found': none,
  'request.too_large': none,
  'request.method_not_allowed': takes<{ allow: string }>(),
  'request.invalid_json': none,
  'request.expected_object': none,
  'request.expected_form': none,
  'request.nul': none,
  'request.bad_address': none,
  'request.bad_encoding': none,
  'request.cross_site': none,
  // Who is asking.
  'auth.unauthenticated': none,
  'auth.forbidden': none,
  // The fields sent (details per field in DomainError.fieldErrors).
  'validation.failed': none,
  'slide.upload_failed': none,
  'account.not_found': none,
  'team.not_found': none,
  'auth.invalid_credentials': none,
  'auth.login_failed': none,
  'rate.login': takes<{ count: number; retry_after: number }>(),
  'rate.registrations': takes<RetryAfter>(),
  'rate.coupons': takes<RetryAfter>(),
  'rate.tracking': takes<RetryAfter>(),
  'rate.guest_orders': takes<RetryAfter>(),
  'rate.guest_units': takes<RetryAfter>(),
  'rate.messages': takes<RetryAfter>(),
  'rate.uploads': takes<RetryAfter>(),
  'rate.donations': takes<RetryAfter>(),
  'rate.payments': takes<RetryAfter>(),
  'idempotency.invalid_key': none,
  'idempotency.mismatch': none,
  'idempotency.in_flight': takes<RetryAfter>(),
  'cron.invalid_secret': none,
  'cart.item_not_found': none,
  'invoice.not_found': none,
  'order.not_found': none,
  'payment.not_found': none,
  'refund.not_found': none,
  'file.not_found': none,
  'refund.admin_only_order': none,
  'refund.admin_only': none,
  'order.cannot_cancel': none,
  'order.already_final': takes<{ status: string }>(),
  'order.not_cancellable': none,
  'order.paid_cancel_admin_only': none,
  'order.status_unchanged': takes<{ status: string }>(),
  'order.status_final': takes<{ status: string }>(),
  'order.changed_meanwhile': none,
  'order.no_online_payment': none,
  'order.cannot_view': none,
  'cart.empty': none,
  'order_limit.guest_line': takes<{ per_line: number; per_order: number }>(),
  'order_limit.guest_line_named': takes<{ per_line: number; per_order: number; name: string }>(),
  'order_limit.guest_total': takes<{ per_order: number }>(),
  'order_limit.account_line': takes<{ per_line: number }>(),
  'order_limit.account_line_named': takes<{ per_line: number; name: string }>(),
  'order_limit.account_total': takes<{ per_order: number }>(),
  'coupon.invalid': none,
  'coupon.not_started': none,
  'coupon.expired': none,
  'coupon.used_up': none,
  'coupon.used_by_you': none,
  'coupon.minimum': takes<{ amount: string }>(),
  'order.product_unavailable': takes<{ product_id: number }>(),
  'order.product_unavailable_named': takes<{ product_id: number; name: string }>(),
  'order.out_of_stock': takes<StockShortfall>(),
  'order.insufficient_stock': takes<StockShortfall>(),
  'order.total_changed': takes<{ total: string; expected: string; total_amount: number; expected_total: number }>(),
  'invoice.cannot_view': none,
  'invoice.cancelled_order': none,
  'invoice.not_paid': none,
  'invoice.link_expired': none,
  'cart.out_of_stock': takes<{ available: number }>(),
  'cart.only_available': takes<{ available: number }>(),
  'cart.item_forbidden': none,
  'product.public_only': none,
  'product.not_found': none,
  'product_admin.not_found': none,
  'product.missing_fields': takes<{ names: string }>(),
  'coupon_admin.not_found': none,
  'slide.not_found': none,
  'upload.image_type': none,
  'upload.image_too_large': none,
  'upload.certificate_type': none,
  'upload.certificate_too_large': none,
  'upload.body_too_large': none,
  'upload.image_required': none,
  'donation.not_found': none,
  'certificate.not_eligible': none,
  'donation.payment_unverified': none,
  'donation.subscription_unverified': none,
  'subscription.not_found': none,
  'subscription.cancel_failed': none,
  'donation.order_failed': none,
  'donation.subscription_failed': none,
  'receipt.not_found': none,
  'certificate.not_found': none,
  'form10bd.no_registration': takes<{ fy: string }>(),
  'payment.not_yours': none,
  'payment.cod_order': none,
  'payment.already_paid': none,
  'payment.no_longer_payable': none,
  'payment.not_configured': none,
  'donation.payments_not_configured': none,
  'gateway.unavailable': none,
  'gateway.error': takes<{ detail: string }>(),
  'refund.donation_payment': none,
  'refund.not_online': none,
  'refund.not_paid': none,
  'refund.amount_range': takes<{ max: string }>(),
  'payment.order_id_required': none,
  'payment.cannot_view': none,
  'payment.unverified': none,
  'mail.not_found': none,
  'mail.not_retryable': none,
} as const;

/** Why one field is refused (a FieldError's code; a thrown code may also be a field's). */
export const FIELD_CODES = {
  'field.required': takes<Label>(),
  'field.max_length': takes<Label & { max: number }>(),
  'field.min_length': takes<Label & { min: number }>(),
  /** zod's own wording for a check without a message of ours (lib/domain/zod.ts). */
  'field.zod_too_long': takes<{ max: number }>(),
  'field.zod': takes<{ detail: string }>(),
  'field.taken': takes<Label>(),
  'account.wrong_current_password': none,
  'team.created_as_manager': none,
  'field.selected_invalid': takes<Label>(),
  'coupon.enter_code': none,
  'track.number_required': none,
  'cart.product_unavailable': none,
  'product.image_missing': none,
  'slide.image_required': none,
  'certificate.data_url': none,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
export type FieldCode = keyof typeof FIELD_CODES | ErrorCode;
export type ErrorParams<C extends ErrorCode> = (typeof ERROR_CODES)[C];
/** Arguments after the code: the parameters, optional when the code takes none. */
export type ParamArgs<P> = keyof P extends never ? [params?: P] : [params: P];
