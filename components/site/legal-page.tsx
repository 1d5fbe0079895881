/**
 * Long-form static text (privacy policy, terms) with readable measure and headings. The text itself is
 * binding in English only: on a page in another language the heading is translated, `note` says so visibly,
 * and `bodyLang` ("en") marks the English body so screen readers read it in English.
 */
export function LegalPage({
  title,
  updated,
  note,
  bodyLang,
  children,
}: {
  title: string;
  /** The whole line, e.g. "Last updated 1 April 2025". */
  updated: string;
  note?: string;
  bodyLang?: string;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-2 text-sm text-gray-500">{updated}</p>
      {note && (
        <p
          className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="legal-english-only"
        >
          {note}
        </p>
      )}
      <div
        lang={bodyLang}
        className="mt-8 space-y-4 leading-relaxed text-gray-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
      >
        {children}
      </div>
    </article>
  );
}
