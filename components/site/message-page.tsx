/** A centred message with one action: 404, permission denied, document not found. */
export function MessagePage({ code, title, text, action }: { code?: string; title: string; text: string; action: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {code && <p className="text-6xl font-extrabold text-brand-700">{code}</p>}
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{text}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}
