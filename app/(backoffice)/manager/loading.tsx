export default function Loading() {
  return (
    <p role="status" className="animate-pulse p-8 text-center text-gray-500">
      Loading...
    </p>
  );
}
