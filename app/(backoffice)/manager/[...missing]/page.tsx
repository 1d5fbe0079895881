import { notFound } from 'next/navigation';

// Any other path inside the panel: its not-found page, in the panel's frame (not the public 404).
export default function MissingPage() {
  notFound();
}
