import { PanelShell } from '@/components/backoffice/panel-shell';
import { ADMIN_MENU } from '@/lib/config/back-office-menu';
import { requirePageRole } from '@/lib/server/accounts/session';

export const metadata = { title: 'Admin panel' };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageRole('admin');
  return (
    <PanelShell menu={ADMIN_MENU} userName={admin.name} roleLabel="Super Admin">
      {children}
    </PanelShell>
  );
}
