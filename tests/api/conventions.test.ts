import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { api } from '@/tests/support/api';
import { proxy } from '@/proxy';

describe('API conventions', () => {
  it('GET /api/health checks the database', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.database.ok).toBe(true);
  });

  it('POST /api/contact answers 422 with field errors keyed by the wire names', async () => {
    const res = await api.post('/api/contact', { body: { name: '', email: 'not-an-email', subject: 'Hi' } });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Validation failed');
    expect(res.body.errors.name).toEqual(['The name field is required.']);
    expect(res.body.errors.email).toEqual(['Please enter a valid email']);
    expect(res.body.errors.message[0]).toMatch(/required|expected string/i);
    expect(res.body.errors.subject).toBeUndefined();
  });

  it('POST /api/contact answers 400 JSON for a body that is not JSON', async () => {
    const res = await api.post('/api/contact', { rawBody: '{"name": ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid JSON body.' });
  });

  it('an unknown /api path answers a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await (method === 'GET' ? api.get : method === 'POST' ? api.post : api.delete)('/api/no/such/thing');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toMatchObject({ success: false, message: 'The requested API endpoint does not exist.' });
    }
  });

  it('a method a route does not serve answers a JSON 405 with Allow', async () => {
    const res = await api.delete('/api/contact');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.success).toBe(false);
  });

  it('answers carry CORS headers for an allowed origin and none for another', async () => {
    const allowed = await api.get('/api/health', { headers: { origin: 'https://client.example.org' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://client.example.org');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toContain('Origin');

    const other = await api.get('/api/health', { headers: { origin: 'https://evil.example.net' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('OPTIONS preflight on /api is answered for allowed origins only', async () => {
    const preflight = (origin: string) =>
      proxy(
        new NextRequest('http://localhost:3000/api/cart/add', {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
        }),
      );
    const ok = await preflight('https://client.example.org');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://client.example.org');
    expect(ok.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(ok.headers.get('access-control-allow-headers')).toContain('X-Requested-With');
    expect(ok.headers.get('access-control-allow-methods')).toContain('DELETE');

    const refused = await preflight('https://evil.example.net');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
