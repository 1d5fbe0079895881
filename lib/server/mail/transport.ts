import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
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

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, {});
    transports.set(url, transport);
  }
  return transport;
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
