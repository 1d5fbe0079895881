/** Shown on every page while any payment gateway runs on the built-in sandbox (the root layout decides). */
export function TestModeBanner() {
  return (
    <div role="status" className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold text-amber-950" data-testid="test-mode-banner">
      Test mode: no money is taken
    </div>
  );
}
