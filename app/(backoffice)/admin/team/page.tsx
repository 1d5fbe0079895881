import { TeamGrid } from '@/components/backoffice/team/team-grid';
import { addTeamMember, deleteTeamMember, editTeamMember } from '@/lib/actions/team-members';
import { requirePageRole } from '@/lib/server/accounts/session';
import { listTeamMembers } from '@/lib/server/accounts';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/team');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const admin = await requirePageRole('admin');
  const members = await listTeamMembers(admin);
  const { add } = await searchParams;
  return (
    <TeamGrid
      members={members}
      actions={{ add: addTeamMember, edit: editTeamMember, remove: deleteTeamMember }}
      startAdding={add === '1'}
    />
  );
}
