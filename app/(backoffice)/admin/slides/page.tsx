import { SlideForm } from '@/components/backoffice/slides/slide-form';
import { SlideList } from '@/components/backoffice/slides/slide-list';
import { Card } from '@/components/backoffice/ui';
import { requirePageRole } from '@/lib/server/accounts/session';
import { listSlides } from '@/lib/server/content';
import { panelMetadata } from '@/lib/config/back-office-menu';

export const metadata = panelMetadata('/admin/slides');

export default async function Page() {
  const admin = await requirePageRole('admin');
  const slides = await listSlides(admin, { activeOnly: false });
  return (
    <div className="grid gap-6 xl:grid-cols-[24rem_1fr]">
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-gray-900">Upload New Slide</h2>
        <SlideForm />
      </Card>
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-gray-900">Home page carousel</h2>
        <SlideList slides={slides} />
      </Card>
    </div>
  );
}
