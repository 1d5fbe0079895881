import { foundation } from '@/lib/config/foundation';
import { PanelShell } from '@/components/backoffice/panel-shell';
import { ADMIN_MENU } from '@/lib/config/back-office-menu';
import { requirePageRole } from '@/lib/server/accounts/session';

// Each page names itself (panelMetadata: its menu label), e.g. "Orders | Admin panel | Seva Sankalp Foundation".
export const metadata = { title: { default: 'Admin panel', template: `%s | Admin panel | ${foundation.name}` } };

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const admin = await requirePageRole('admin');
  return (
    <PanelShell menu={ADMIN_MENU} userName={admin.name} roleLabel="Super Admin">
      {children}
    </PanelShell>
  );
}
