import { exportMyData, requireSignedIn } from '@/lib/server/accounts';
import { endpoint } from '@/lib/server/http';

// Everything the site holds about the caller, as a JSON download (the profile's "Download my data" links here).
export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  GET: async ({ caller }) => {
    const data = await exportMyData(requireSignedIn(await caller()));
    return new Response(JSON.stringify({ success: true, data }, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="my-data.json"',
        'Cache-Control': 'private, no-store',
      },
    });
  },
});
