/** What a stranger who only knows an order number may see of the buyer's contact data (DESIGN.md §5). */

export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return '***';
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `******${digits.slice(-4)}` : '***';
}

export function maskStreet(_address: string): string {
  return '*** (hidden)';
}

/** "Asha Verma" -> "Asha V." */
export function maskName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  return rest.length ? `${first} ${rest[rest.length - 1][0]}.` : first;
}

/**
 * "ABCPE1234F" -> "ABCPE••••F": what lists, the admin /api and the CSV show of a donor's PAN (the first five
 * letters and the check letter). The full PAN is printed only where the law needs it (the 80G receipt, the
 * Form 10BD export) and in the donation's own detail answer.
 */
export function maskPan(pan: string): string {
  const p = pan.trim();
  return p.length >= 6 ? `${p.slice(0, 5)}••••${p.slice(-1)}` : '••••';
}
