import { buttonClass } from '@/components/ui/button';
import { INPUT } from '@/components/backoffice/ui';
import { formatIstDate, istIsoDay } from '@/lib/domain/dates';

/**
 * The orders export for the accounts (admins): the GST sales register of a range of days, as CSV. A plain GET
 * form, so the browser downloads it (the server streams it, however long the range).
 */
export function SalesRegisterForm() {
  const today = istIsoDay();
  const firstOfMonth = `${today.slice(0, 8)}01`;
  return (
    <form
      action="/api/admin/orders/export"
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
      aria-label="GST sales register"
    >
      <div>
        <label htmlFor="register-from" className="block text-sm font-medium text-gray-700">
          From (dd/mm/yyyy)
        </label>
        <input id="register-from" name="from" required defaultValue={formatIstDate(firstOfMonth)} className={`${INPUT} mt-1 w-36`} />
      </div>
      <div>
        <label htmlFor="register-to" className="block text-sm font-medium text-gray-700">
          To (dd/mm/yyyy)
        </label>
        <input id="register-to" name="to" required defaultValue={formatIstDate(today)} className={`${INPUT} mt-1 w-36`} />
      </div>
      <button type="submit" className={buttonClass({ variant: 'secondary' })}>
        Export GST sales register (CSV)
      </button>
    </form>
  );
}
