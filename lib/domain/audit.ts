// The audit log in words people read: what happened, to which record, and each changed field before → after.
import { formatInr } from './money';

const ACTION_LABELS: Record<string, string> = {
  'account.password_change': 'Changed password',
  'account.profile_update': 'Edited own profile',
  'campaign.create': 'Created campaign',
  'campaign.update': 'Edited campaign',
  'coupon.create': 'Created coupon',
  'coupon.update': 'Edited coupon',
  'coupon.deactivate': 'Deactivated coupon',
  'coupon.delete': 'Deleted coupon',
  'donation.certificate': 'Uploaded 80G certificate',
  'donation.certificates_uploaded': 'Uploaded a batch of 10BE certificates',
  'donation.certificate_confirmed': 'Confirmed a 10BE certificate (mailed to the donor)',
  'donation.certificate_discarded': 'Discarded an uploaded 10BE certificate',
  'donation.duplicate_payment': 'Second payment on a paid donation (refunded)',
  'donation.80g_not_covered': 'Receipted without 80G: no registration covers the year',
  'donation.offline': 'Recorded offline donation',
  'donation.receipt_replaced': 'Issued a replacement 80G receipt (the old one cancelled)',
  'donation.subscription.cancel': 'Cancelled recurring donation',
  'mail.retry': 'Retried mail',
  'order.status': 'Changed order status',
  'payment.refund': 'Refunded payment',
  'payment.duplicate_refund_failed': 'Duplicate payment not refunded: refund it by hand',
  'payment.rejected': 'Rejected payment',
  'product.create': 'Created product',
  'product.update': 'Edited product',
  'product.status': 'Changed product status',
  'product.stock': 'Changed stock',
  'product.archive': 'Archived product',
  'product.delete': 'Deleted product',
  'slide.create': 'Added slide',
  'slide.update': 'Edited slide',
  'slide.reorder': 'Reordered slides',
  'slide.delete': 'Deleted slide',
  'team_member.create': 'Added team member',
  'team_member.update': 'Edited team member',
  'team_member.remove': 'Removed team member',
  'webhook.refused': 'Refused a gateway notice: its signature did not verify',
};

/** Kinds of record in the log, for the filter (value, label). */
export const AUDIT_RECORD_KINDS = [
  ['product', 'Products'],
  ['order', 'Orders'],
  ['payment', 'Payments'],
  ['coupon', 'Coupons'],
  ['user', 'Team members'],
  ['donation', 'Donations'],
  ['donation_subscription', 'Recurring donations'],
  ['campaign', 'Campaigns'],
  ['slide', 'Slides'],
  ['mail', 'Mails'],
  ['gateway', 'Payment gateways'],
] as const;

const KIND_NAMES: Record<string, string> = {
  product: 'Product',
  order: 'Order',
  payment: 'Payment',
  coupon: 'Coupon',
  user: 'Team member',
  donation: 'Donation',
  donation_subscription: 'Recurring donation',
  campaign: 'Campaign',
  slide: 'Slide',
  mail: 'Mail',
  gateway: 'Gateway',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ');
}

/** "Product #12" */
export function auditRecordLabel(entityType: string, entityId: string | null): string {
  const kind = KIND_NAMES[entityType] ?? entityType.replace(/_/g, ' ');
  return entityId ? `${kind} #${entityId}` : kind;
}

// Columns that say nothing to a reader (or change on every write).
const HIDDEN = new Set(['id', 'createdAt', 'updatedAt', 'created_at', 'updated_at', 'passwordHash', 'password_hash', 'data']);

const words = (key: string) =>
  key
    .replace(/Paise$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** '2.4 MB', '512 KB', '900 bytes': file sizes are stored in bytes. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A stored number in the unit people read. Records keep internal units: paise, a coupon's value as paise
 * (fixed) or hundredths of a percent (percentage), file sizes in bytes.
 */
function numberText(key: string, value: number, record: Record<string, unknown>, entityType?: string): string {
  if (/(Paise|_paise)$/.test(key)) return formatInr(value);
  if (entityType === 'coupon' && key === 'value') {
    if (record.type === 'percentage') return `${value / 100}%`;
    if (record.type === 'fixed') return formatInr(value);
  }
  if (key === 'size' || /(Bytes|_bytes)$/.test(key)) return formatFileSize(value);
  if (/^discount_?[pP]ercentage$/.test(key)) return `${value}%`;
  return String(value);
}

/** A value as text: readable units for numbers, yes/no, '—' for nothing, short JSON for the rest. */
function auditValue(key: string, value: unknown, record: Record<string, unknown>, entityType?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return numberText(key, value, record, entityType);
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

export type AuditChange = { field: string; before: string; after: string };

/**
 * The fields that differ between before and after (a create has only after, a delete only before). The
 * record's kind (entity_type) tells what a bare number means (a coupon's value).
 */
export function auditChanges(before: unknown, after: unknown, entityType?: string): AuditChange[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !HIDDEN.has(k));
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const was = before ? auditValue(key, b[key], b, entityType) : '—';
    // An update may carry only what changed: the kind of a coupon's value comes from before then.
    const now = after ? auditValue(key, a[key], { ...b, ...a }, entityType) : '—';
    // Fields an update did not mention are not changes.
    if (before && after && !(key in a)) continue;
    if (was !== now) changes.push({ field: words(key), before: was, after: now });
  }
  return changes;
}
