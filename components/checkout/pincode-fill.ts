import { PIN_CODE_PATTERN } from '@/lib/domain/validation/order';

type Place = { city: string; state: string };

/**
 * Once six digits are typed, asks GET /api/pincodes/{pin} (India Post's directory, shipped with the site) and
 * fills the city and state of the same address (`prefix.city`, or `city` without a prefix). An unknown PIN, or no network, leaves them as typed.
 */
export function fillFromPincode(input: HTMLInputElement, prefix: string, onEdit: (name: string) => void): void {
  const pin = input.value.replace(/\s/g, '');
  const form = input.form;
  if (!form || !PIN_CODE_PATTERN.test(pin)) return;
  void fetch(`/api/pincodes/${pin}`)
    .then((res) => (res.ok ? (res.json() as Promise<{ data: Place }>) : null))
    .then((body) => {
      if (!body || input.value.replace(/\s/g, '') !== pin) return;
      for (const [key, value] of [
        ['city', body.data.city],
        ['state', body.data.state],
      ] as const) {
        const name = prefix ? `${prefix}.${key}` : key;
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
          field.value = value;
          onEdit(name);
        }
      }
    })
    .catch(() => undefined);
}
