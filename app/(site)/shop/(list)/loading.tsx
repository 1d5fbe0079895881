export default function ShopLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6" role="status" aria-label="Loading products">
      <div className="mb-8 h-10 w-56 animate-pulse rounded bg-gray-200" />
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-96 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
      <span className="sr-only">Loading products...</span>
    </div>
  );
}
