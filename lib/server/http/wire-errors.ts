import 'server-only';
import { COUPON_REFUSALS } from '@/lib/domain/coupons';
import type { ErrorCode, FieldErrors, Params } from '@/lib/domain/errors';
import { englishText } from '@/lib/i18n/english';
import { toKnownError } from '@/lib/server/errors';

// The /api edge's one map from a code to the contract: its HTTP status, its English text (the catalogue's
// `errors.<code>`, lib/i18n/messages/en.json: the contract's bytes) and, for a few codes, the fields or headers
// the contract adds to the envelope. Nothing else in the code base knows a status.

/** Refused input headed by one of its fields' refusals (a field code, not a thrown one). */
const REFUSED_INPUT = 422;

const STATUS: Record<ErrorCode, number> = {
  'server.error': 500,
  'server.busy': 503,
  'server.database_unavailable': 503,
  'request.invalid_value': 400,
  'record.exists': 409,
  'request.too_large': 413,
  'request.method_not_allowed': 405,
  'request.invalid_json': 400,
  'request.expected_object': 400,
  'request.expected_form': 400,
  'request.nul': 400,
  'request.bad_address': 400,
  'request.bad_encoding': 400,
  'request.cross_site': 403,
  'request.no_endpoint': 404,
  'validation.failed': 422,
  // Accounts, sign-in and the team.
  'auth.unauthenticated': 401,
  'auth.forbidden': 403,
  'auth.invalid_credentials': 401,
  'auth.login_failed': 401,
  'auth.login_to_add': 401,
  'account.not_found': 404,
  'account.registration_failed': 500,
  'account.logout_failed': 500,
  'account.profile_failed': 500,
  'account.password_failed': 500,
  'account.reset_failed': 500,
  'account.confirm_failed': 500,
  'account.email_change_failed': 500,
  'account.two_factor_failed': 500,
  'account.erase_failed': 500,
  'account.erase_gateway_failed': 502,
  'auth.otp_required': 401,
  'auth.otp_invalid': 401,
  'auth.two_factor_setup_required': 403,
  'team.not_found': 404,
  'team.registration_failed': 500,
  'team.update_failed': 500,
  'team.remove_failed': 500,
  // Rate limits (answered 429 with Retry-After).
  'rate.login': 429,
  'rate.registrations': 429,
  'rate.password_resets': 429,
  'rate.giving_links': 429,
  'rate.confirmations': 429,
  'rate.coupons': 429,
  'rate.tracking': 429,
  'rate.guest_orders': 429,
  'rate.guest_units': 429,
  'rate.messages': 429,
  'rate.uploads': 429,
  'rate.donations': 429,
  'rate.payments': 429,
  'rate.stock_alerts': 429,
  // Repeated requests and jobs.
  'idempotency.invalid_key': 422,
  'idempotency.mismatch': 422,
  'idempotency.in_flight': 409,
  'cron.invalid_secret': 401,
  // The catalogue, the cart and the checkout.
  'product.public_only': 403,
  'product.not_found': 404,
  'product.notify_failed': 500,
  'pincode.not_found': 404,
  'product.missing_fields': 422,
  'product_admin.not_found': 404,
  'product_admin.update_failed': 500,
  'product_admin.create_failed': 500,
  'product_admin.delete_failed': 500,
  'product_admin.bulk_delete_failed': 500,
  'product_admin.status_failed': 500,
  'cart.item_not_found': 404,
  'cart.empty': 400,
  'cart.out_of_stock': 400,
  'cart.only_available': 400,
  'cart.item_forbidden': 403,
  'cart.add_failed': 500,
  'cart.update_failed': 500,
  'cart.remove_failed': 500,
  'cart.clear_failed': 500,
  'cart.insufficient': 400,
  'cart.invalid_line': 422,
  'cart.item_gone': 404,
  'cart.pending_add_insufficient': 400,
  'cart.pending_add_failed': 422,
  'checkout.failed': 500,
  'checkout.form_incomplete': 422,
  'checkout.invalid_order': 400,
  'checkout.validation': 422,
  'checkout.coupon_check_failed': 500,
  'checkout.payment_url': 502,
  'checkout.payment_service_missing': 404,
  'checkout.payment_unauthorized': 403,
  'checkout.out_of_stock': 400,
  'checkout.only_units': 400,
  'coupon.invalid': 400,
  'coupon.not_started': 400,
  'coupon.expired': 400,
  'coupon.used_up': 400,
  'coupon.used_by_you': 400,
  'coupon.minimum': 400,
  'coupon_admin.not_found': 404,
  'coupon_admin.save_failed': 500,
  'coupon_admin.delete_failed': 500,
  'coupon_admin.load_failed': 500,
  // Orders, their caps, tracking and invoices.
  'order.not_found': 404,
  'order.already_final': 400,
  'order.not_cancellable': 400,
  'order.paid_cancel_admin_only': 403,
  'order.status_unchanged': 400,
  'order.status_final': 400,
  'order.changed_meanwhile': 400,
  'order.no_online_payment': 400,
  'order.cannot_view': 403,
  'order.product_unavailable': 400,
  'order.product_unavailable_named': 400,
  'order.out_of_stock': 400,
  'order.insufficient_stock': 400,
  'order.total_changed': 409,
  'order.cancel_failed': 500,
  'order_limit.guest_line': 422,
  'order_limit.guest_line_named': 422,
  'order_limit.guest_total': 422,
  'order_limit.account_line': 422,
  'order_limit.account_line_named': 422,
  'order_limit.account_total': 422,
  'order_limit.cod_open_orders': 422,
  'order_limit.cod_product_units': 422,
  'order_limit.cod_product_units_named': 422,
  'order_admin.load_failed': 500,
  'order_admin.status_failed': 500,
  'order_admin.delete_failed': 500,
  'order_admin.invoice_failed': 500,
  'order_admin.refund_failed': 500,
  'invoice.not_found': 404,
  'invoice.cannot_view': 403,
  'invoice.cancelled_order': 400,
  'invoice.not_paid': 400,
  'invoice.not_shipped': 400,
  'order.invoiced_no_delete': 409,
  'order.refund_failed': 502,
  'invoice.link_expired': 403,
  // Payments, gateways and refunds.
  'payment.not_found': 404,
  'payment.not_yours': 403,
  'payment.cod_order': 400,
  'payment.already_paid': 400,
  'payment.no_longer_payable': 400,
  'payment.not_configured': 503,
  'payment.order_id_required': 400,
  'payment.cannot_view': 403,
  'payment.unverified': 400,
  'gateway.unavailable': 502,
  'gateway.error': 502,
  'gateway.refused': 502,
  'gateway.amount_refused': 502,
  'gateway.details_refused': 502,
  'refund.not_found': 404,
  'refund.admin_only_order': 403,
  'refund.admin_only': 403,
  'refund.donation_payment': 400,
  'refund.not_online': 400,
  'refund.not_paid': 400,
  'refund.amount_range': 400,
  // Donations, their receipts and certificates.
  'donation.not_found': 404,
  'donation.payment_unverified': 400,
  'donation.subscription_unverified': 400,
  'donation.order_failed': 502,
  'donation.subscription_failed': 502,
  'donation.payments_not_configured': 503,
  'donation.check_form': 422,
  'donation.cancel_failed': 500,
  'donation.record_failed': 500,
  'donation.reissue_failed': 500,
  'donation.receipt_link_failed': 500,
  'subscription.not_found': 404,
  'subscription.cancel_failed': 502,
  'subscription.not_changeable': 409,
  'subscription.gateway_failed': 502,
  'subscription.change_same': 422,
  'subscription.change_too_close': 409,
  'subscription.change_unverified': 400,
  'subscription.change_expired': 409,
  'receipt.not_found': 404,
  'statement.not_found': 404,
  'giving.link_failed': 500,
  'giving.open_failed': 500,
  'certificate.not_eligible': 409,
  'certificate.not_found': 404,
  'certificate.upload_failed': 500,
  'certificate.upload_not_found': 404,
  'certificate.upload_resolved': 409,
  'certificate.batch_failed': 500,
  'certificate.confirm_failed': 500,
  'certificate.discard_failed': 500,
  'form10bd.no_registration': 400,
  // Content, contact, files and the outbox.
  'campaign.not_found': 404,
  'campaign.save_failed': 500,
  'slide.upload_failed': 422,
  'slide.not_found': 404,
  'slide.update_failed': 500,
  'slide.delete_failed': 500,
  'slide.reorder_failed': 500,
  'contact.failed': 500,
  'contact.check_fields': 422,
  'upload.image_type': 422,
  'upload.image_too_large': 422,
  'upload.certificate_type': 422,
  'upload.certificate_too_large': 422,
  'upload.body_too_large': 413,
  'upload.image_required': 422,
  'file.not_found': 404,
  'mail.not_found': 404,
  'mail.not_retryable': 404,
  'mail.retry_failed': 500,
};

type Extras = { body?: Record<string, unknown>; headers?: Record<string, string> };

function stockShortfall(p: Params): Extras {
  return {
    body: {
      error: 'insufficient_stock',
      product_id: p.product_id,
      product_name: p.name,
      requested_quantity: p.requested,
      available_stock: Math.max(0, Number(p.available)),
    },
  };
}

/** What the contract sends besides the message, from the code's parameters. */
const EXTRAS: Partial<Record<ErrorCode, (params: Params) => Extras>> = {
  'request.method_not_allowed': (p) => ({ headers: { Allow: String(p.allow) } }),
  'order.product_unavailable': (p) => ({ body: { product_id: p.product_id, available_stock: 0 } }),
  'order.product_unavailable_named': (p) => ({ body: { product_id: p.product_id, available_stock: 0 } }),
  'order.out_of_stock': stockShortfall,
  'order.insufficient_stock': stockShortfall,
  'order.total_changed': (p) => ({ body: { error: 'total_changed', expected_total: p.expected_total, total_amount: p.total_amount } }),
  'cart.out_of_stock': (p) => ({ body: { available_stock: p.available } }),
  'cart.only_available': (p) => ({ body: { available_stock: p.available } }),
  ...Object.fromEntries(COUPON_REFUSALS.map((code) => [code, () => ({ body: { error: 'coupon_invalid' } })])),
};

/** A refusal that says how long to wait (`retry_after`, seconds) answers it as Retry-After; then the code's own extras. */
function extrasOf(code: ErrorCode, params: Params): Extras {
  const own = EXTRAS[code]?.(params) ?? {};
  if (params.retry_after === undefined) return own;
  return { ...own, headers: { 'Retry-After': String(params.retry_after), ...own.headers } };
}

/** An error as the /api contract answers it. */
export type WireError = { status: number; message: string; errors?: Record<string, string[]> } & Extras;

function englishFields(fieldErrors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, list]) => [field, list.map(englishText)]));
}

/** Anything thrown, as the contract answers it. `where` names the request in the log of an unexpected failure. */
export function wireError(error: unknown, where: string): WireError {
  const known = toKnownError(error, where);
  const extras = extrasOf(known.code as ErrorCode, known.params);
  return {
    status: known.code in STATUS ? STATUS[known.code as ErrorCode] : REFUSED_INPUT,
    message: englishText(known),
    ...(known.fieldErrors ? { errors: englishFields(known.fieldErrors) } : {}),
    ...extras,
  };
}
