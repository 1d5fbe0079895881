/** Shown on every page while any payment gateway runs on the built-in sandbox (the root layouts decide). */
export function TestModeBanner({ text }: { text: string }) {
  return (
    <div role="status" className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-amber-950" data-testid="test-mode-banner">
      {text}
    </div>
  );
}
