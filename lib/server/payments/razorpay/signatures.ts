import 'server-only';
import { createHmac } from 'node:crypto';
import { safeEqual } from '@/lib/crypto';

/** Hex HMAC-SHA256, the format of every Razorpay signature. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
function signatureMatches(expectedHex: string, received: unknown): boolean {
  return typeof received === 'string' && safeEqual(received.toLowerCase(), expectedHex.toLowerCase());
}

/** One-time payment: HMAC(key_secret, order_id|payment_id) with the order id stored on our side. */
export function paymentSignature(secret: string, storedOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${storedOrderId}|${paymentId}`);
}

export function verifyPaymentSignature(secret: string, storedOrderId: string, paymentId: string, signature: unknown): boolean {
  return signatureMatches(paymentSignature(secret, storedOrderId, paymentId), signature);
}

/** Subscription payment: HMAC(key_secret, payment_id|subscription_id) with the stored subscription id. */
export function subscriptionSignature(secret: string, paymentId: string, storedSubscriptionId: string): string {
  return hmacHex(secret, `${paymentId}|${storedSubscriptionId}`);
}

export function verifySubscriptionSignature(secret: string, paymentId: string, storedSubscriptionId: string, signature: unknown): boolean {
  return signatureMatches(subscriptionSignature(secret, paymentId, storedSubscriptionId), signature);
}

/** Webhook: HMAC(webhook_secret, raw body exactly as received), header X-Razorpay-Signature. */
export function verifyWebhookSignature(secret: string, rawBody: string, signature: unknown): boolean {
  return signatureMatches(hmacHex(secret, rawBody), signature);
}
