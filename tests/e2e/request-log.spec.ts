import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { AppInstances } from '../support/app-instances';
import { readOnlyCopy, removeCopy, startServer, writableTmp, type Hosting } from './deployment-support';

// Request logs (issue 38, item 3) from the real servers, both ways README starts them: one JSON line per
// request on stdout with its id, the same id in the x-request-id header and in /api error bodies, and no
// e-mail, PAN, phone, token or password that a client sent in the path, the query or the body.
// `npm start` trusts no proxy (a client's x-request-id is replaced); the standalone server trusts one hop.

test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (PostgreSQL)');
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SECRETS = {
  email: 'asha.verma@example.test',
  pan: 'ABCPV1234K',
  phone: '9876501234',
  token: 'tok_9f8e7d6c5b4a39281706',
  password: 'Sup3r#Secret-pass',
};

type Line = Record<string, unknown>;

for (const [hosting, trustedHops] of [
  ['npm-start', '0'],
  ['standalone', '1'],
] as [Hosting, string][]) {
  test.describe(hosting, () => {
    const instances = new AppInstances(`reqlog-${hosting}`, 'REQUEST_LOG_LOG');
    let output = '';
    let copy = { dir: '', appDir: '' };
    let tmp = '';
    let url = '';

    const lines = (): Line[] =>
      output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Line);

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      await instances.createDatabase();
      copy = readOnlyCopy(hosting);
      tmp = writableTmp();
      url = await instances.freeUrl();
      const env = instances.env(
        { NEXT_TELEMETRY_DISABLED: '1', TMPDIR: tmp, INSTANCE_ID: `reqlog-${hosting}`, TRUSTED_PROXY_HOPS: trustedHops },
        { PATH: process.env.PATH },
      );
      await instances.startServer(url, { ...env, APP_URL: url }, hosting, (port, serverEnv, log) =>
        startServer(hosting, copy.appDir, port, serverEnv, (chunk) => {
          output += chunk;
          log(chunk);
        }),
      );
    });

    test.afterAll(async () => {
      await instances.stop();
      if (copy.dir) removeCopy(copy.dir);
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    test('GET and POST write one JSON line each with the id of the x-request-id header, without personal data or secrets', async ({
      request,
    }) => {
      const offered = 'proxy-req-0123456789';
      const query = `token=${SECRETS.token}&email=${encodeURIComponent(SECRETS.email)}&page=2`;
      const read = await request.get(`${url}/api/products?${query}`, { headers: { 'x-request-id': offered } });
      expect(read.status()).toBe(200);
      const readId = read.headers()['x-request-id'];
      // Only a trusted proxy may name the request.
      if (trustedHops === '0') expect(readId).toMatch(/^[0-9a-f-]{36}$/);
      else expect(readId).toBe(offered);

      const tracked = await request.get(`${url}/api/orders/track/${SECRETS.pan}-${SECRETS.email}`);
      const trackedId = tracked.headers()['x-request-id'];

      // A refused registration: its body carries e-mail, phone, PAN and password; its answer the request's id.
      const refused = await request.post(`${url}/api/register`, {
        data: {
          name: 'Asha',
          email: SECRETS.email,
          phone: SECRETS.phone,
          pan: SECRETS.pan,
          password: SECRETS.password,
          password_confirmation: 'x',
        },
      });
      expect(refused.status()).toBe(422);
      const refusedId = refused.headers()['x-request-id'];
      const body = (await refused.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ success: false, request_id: refusedId });
      expect(body.errors).toBeTruthy();

      const page = await request.get(`${url}/about?sig=abcdef0123456789&exp=1999999999`);
      expect(page.status()).toBe(200);
      const pageId = page.headers()['x-request-id'];

      await expect
        .poll(
          () =>
            lines().filter((l) => [readId, trackedId, refusedId, pageId].includes(l.request_id as string) && l.msg === 'request').length,
        )
        .toBe(4);
      const byId = (id: string) => lines().find((l) => l.request_id === id && l.msg === 'request')!;

      const readLine = byId(readId);
      expect(Object.keys(readLine)).toEqual(
        expect.arrayContaining(['time', 'level', 'instance', 'request_id', 'method', 'path', 'status', 'duration_ms']),
      );
      expect(readLine).toMatchObject({ level: 'info', instance: `reqlog-${hosting}`, method: 'GET', status: 200 });
      expect(readLine.path).toBe('/api/products?token=[redacted]&email=[redacted]&page=2');
      expect(typeof readLine.duration_ms).toBe('number');
      expect(Number.isNaN(Date.parse(readLine.time as string))).toBe(false);

      // The e-mail pattern takes the PAN before it along (a dash may be part of an address): both are gone.
      expect(byId(trackedId).path).toMatch(/^\/api\/orders\/track\/(\[pan\]-)?\[email\]$/);
      expect(byId(refusedId)).toMatchObject({ method: 'POST', path: '/api/register', status: 422 });
      expect(byId(pageId)).toMatchObject({ method: 'GET', path: '/about?sig=[redacted]&exp=[redacted]', status: 200 });

      // Nothing the client sent that is personal or secret is anywhere in the server's output.
      for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
      expect(output).not.toContain(encodeURIComponent(SECRETS.email));
      expect(output).not.toContain('abcdef0123456789');
    });
  });
}
