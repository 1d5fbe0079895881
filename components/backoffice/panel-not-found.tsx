import { buttonClass } from '@/components/ui/button';
import Link from 'next/link';

/** A missing page or record inside the panel: said in the panel's own frame, with a way back. */
export function PanelNotFound({ home, what = 'page' }: { home: string; what?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold text-gray-900">Page Not Found</h2>
      <p className="mt-2 text-gray-600">The {what} you are looking for does not exist or has been removed.</p>
      <Link href={home} className={`${buttonClass()} mt-6`}>
        Back to the panel
      </Link>
    </div>
  );
}
