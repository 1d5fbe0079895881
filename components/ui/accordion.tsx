/**
 * One-open-at-a-time accordion with no JavaScript: <details> elements sharing a `name` are exclusive in
 * the browser (opening one closes the others), keyboard accessible, and readable by search engines.
 */
export function Accordion({
  name,
  items,
  defaultOpen,
}: {
  name: string;
  items: { title: string; body: React.ReactNode }[];
  defaultOpen?: number;
}) {
  return (
    <div className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
      {items.map((item, i) => (
        <details key={item.title} name={name} open={defaultOpen === i} className="group">
          <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-gray-900 hover:bg-brand-50">
            {item.title}
            <svg
              className="accordion-chevron shrink-0 transition-transform"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <div className="px-5 pb-5 text-sm leading-relaxed text-gray-700">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
