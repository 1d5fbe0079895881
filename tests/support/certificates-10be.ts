// Form 10BE certificates as the tests upload them: PDFs made with pdf-lib (the donor's PAN in the text, or
// none), and ZIPs of them as the income-tax portal downloads them (deflated entries, written here).
import { crc32, deflateRawSync } from 'node:zlib';
import { randomInt } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(26)];

/** A fresh individual's PAN (fourth letter P), unlikely to meet another test's. */
export const randomPan = () => `${letter()}${letter()}${letter()}P${letter()}${String(randomInt(10_000)).padStart(4, '0')}${letter()}`;

/** A one-page Form 10BE as the portal lays it out; `pan: null` leaves the donor's PAN out of the text. */
export async function certificatePdf(options: { pan: string | null; name?: string; fy?: string; amount?: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'FORM NO. 10BE',
    'Certificate of donation under clause (ix) of sub-section (5) of section 80G',
    'PAN of the reporting person: AAATS1234C',
    'Name of the reporting person: Seva Sankalp Foundation',
    `Financial Year: ${options.fy ?? '2026-27'}`,
    options.pan
      ? `Unique Identification Number of the donor (PAN): ${options.pan}`
      : 'Unique Identification Number of the donor: see annexure',
    `Name of the donor: ${options.name ?? 'A donor'}`,
    `Amount of donation (Indian rupees): ${options.amount ?? '2000'}`,
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 22, size: 11, font }));
  return doc.save();
}

/** A ZIP of the given files, each deflated, with a correct central directory. */
export function zipOf(entries: Array<{ name: string; bytes: Uint8Array }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.bytes);
    const crc = crc32(entry.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(entry.bytes.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(entry.bytes.byteLength, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
