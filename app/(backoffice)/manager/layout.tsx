import { ManagerShell } from '@/components/backoffice/manager-shell';
import { STAFF_ROLES } from '@/lib/domain/roles';
import { requirePageRole } from '@/lib/server/accounts/session';

export const metadata = { title: 'Manager panel' };

export default async function ManagerLayout({ children }: { children: React.ReactNode }) {
  const staff = await requirePageRole(STAFF_ROLES);
  return (
    <ManagerShell userName={staff.name} roleLabel={staff.role === 'admin' ? 'Super Admin' : 'Manager'}>
      {children}
    </ManagerShell>
  );
}
