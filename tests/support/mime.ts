// Reading what the test SMTP server received: the subject and text of a raw MIME message.

/** Quoted-printable (=XX bytes) to text. */
const qp = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The subject and the text/plain body of a raw MIME message, decoded (encoded words, QP or base64). */
export function decode(raw: string): { subject: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  const wordBytes = (word: string) => {
    const [, , enc, data] = word.split('?');
    return enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : Buffer.from(qp(data.replace(/_/g, ' ')), 'utf8');
  };
  // Adjacent encoded words are one run of bytes (a character may be split between two of them).
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/(=\?utf-8\?[BQ]\?[^?]*\?=)(\s*=\?utf-8\?[BQ]\?[^?]*\?=)*/gi, (run) =>
      Buffer.concat(run.split(/\s+/).map(wordBytes)).toString('utf8'),
    );
  // The text part: the whole body, or the text/plain part of a multipart message.
  const multipart = /^Content-Type: multipart\//im.test(head);
  const part = multipart ? /Content-Type: text\/plain[^\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw) : null;
  const headers = part?.[1] ?? head;
  const body = part?.[2] ?? raw.slice(head.length).trim();
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body)
        : body;
  return { subject, text };
}
