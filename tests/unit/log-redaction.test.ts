import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggablePath, scrubText } from '@/lib/server/platform/log-redaction';
import { createLogger } from '@/lib/server/platform/logger';
import { runContext, withJobId } from '@/lib/server/platform/request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(stream) };
}

describe('log redaction', () => {
  it('replaces secret query values and scrubs personal data from a logged path', () => {
    expect(loggablePath('/api/files/7?sig=abc&exp=123&w=200')).toBe('/api/files/7?sig=[redacted]&exp=[redacted]&w=200');
    expect(loggablePath('/reset?TOKEN=xyz&Code=1')).toBe('/reset?TOKEN=[redacted]&Code=[redacted]');
    expect(loggablePath('/api/x?email=a%40b.in&q=tea')).toBe('/api/x?email=[redacted]&q=tea');
    expect(loggablePath('/track/ABCPV1234K/a.b@c.org')).toBe('/track/[pan]/[email]');
    expect(loggablePath('/search?q=call+9876543210')).toBe('/search?q=call+[phone]');
    expect(loggablePath('/about')).toBe('/about');
  });

  it('scrubs e-mail, PAN, phone and bearer tokens from free text', () => {
    expect(scrubText('mail to asha@example.in failed')).toBe('mail to [email] failed');
    expect(scrubText('PAN abcpv1234k, phone +91 9876543210')).toBe('PAN [pan], phone [phone]');
    expect(scrubText('Authorization: Bearer eyJhbGciOi.x-y_z')).toBe('Authorization: Bearer [redacted]');
  });

  it('the logger censors personal keys, scrubs messages and errors, and carries the request or job id', () => {
    const { lines, logger } = capture();
    runContext().run({ id: 'req-12345678', kind: 'request' }, () =>
      logger.warn(
        { email: 'asha@example.in', order: { shipping_phone: '9876543210', address: '12 MG Road' }, user: { password: 'pw' }, total: 5 },
        'refused for asha@example.in',
      ),
    );
    withJobId('mail', () => logger.error({ err: new Error('SMTP said no to ravi@example.org (PAN ABCPV1234K)') }, 'send failed'));
    const [first, second] = lines;
    expect(first).toMatchObject({
      level: 'warn',
      request_id: 'req-12345678',
      email: '[redacted]',
      order: { shipping_phone: '[redacted]', address: '[redacted]' },
      user: { password: '[redacted]' },
      total: 5,
      msg: 'refused for [email]',
    });
    expect(typeof first.instance).toBe('string');
    expect(second.request_id).toMatch(/^mail-[0-9a-f-]{36}$/);
    const text = JSON.stringify(lines);
    for (const secret of ['asha@example.in', 'ravi@example.org', 'ABCPV1234K', '9876543210', '12 MG Road'])
      expect(text).not.toContain(secret);
  });
});
