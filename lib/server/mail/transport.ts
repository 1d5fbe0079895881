import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailAttachment } from '@/db/schema';

export type SmtpMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: MailAttachment[];
};

const transports = new Map<string, Transporter>();

/**
 * Bounded waits: nodemailer's defaults are 2 min to connect, 30 s for the greeting and 10 min of socket
 * silence, so one stalled mail server could hold a delivery run (and the reconciliation around it) for
 * minutes. A mail that times out goes back to the queue with backoff.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 8_000, socketTimeout: 20_000, dnsTimeout: 5_000 };

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Through SMTPTransport: createTransport(url, options) would take the options as message defaults.
    transport = nodemailer.createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS }));
    transports.set(url, transport);
  }
  return transport;
}

/** Errors that say the server is unreachable or stalled (not that this one message was refused). */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPROTOCOL'].includes(code);
}

export async function sendOverSmtp(url: string, message: SmtpMessage): Promise<void> {
  await transportFor(url).sendMail({
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    })),
  });
}
