import { foundation } from '@/lib/config/foundation';
import { ManagerShell } from '@/components/backoffice/manager-shell';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';

// Each page names itself (panelMetadata: its menu label), e.g. "Orders | Manager panel | Seva Sankalp Foundation".
export const metadata = { title: { default: 'Manager panel', template: `%s | Manager panel | ${foundation.name}` } };

export default async function ManagerLayout({ children }: { children: React.ReactNode }) {
  const staff = await requirePageRole(STAFF_ROLES);
  return (
    <ManagerShell userName={staff.name} roleLabel={staff.role === 'admin' ? 'Super Admin' : 'Manager'}>
      {children}
    </ManagerShell>
  );
}
