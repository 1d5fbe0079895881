import { notFound } from 'next/navigation';

export const metadata = { title: 'Page Not Found' };

// Any other path inside the panel: its not-found page, in the panel's frame (not the public 404).
export default function MissingPage() {
  notFound();
}
