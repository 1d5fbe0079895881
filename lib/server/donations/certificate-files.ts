import 'server-only';
import { inflateRawSync } from 'node:zlib';
import { refusedFields, type FieldCode, type Params } from '@/lib/domain/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/domain/uploads';
import {
  batchFileKind,
  MAX_BATCH_BYTES,
  MAX_BATCH_CERTIFICATES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_UNPACKED_BYTES,
} from '@/lib/domain/certificates-10be';
import { sniffMime } from '@/lib/server/files';

// The files of a 10BE batch as sent (PDFs, or the ZIP the income-tax portal downloads), unpacked and checked
// before anything is stored: any refusal refuses the whole batch, so a batch is taken whole or not at all.
// The ZIP is read with Node's own zlib, not a ZIP library: inflateRawSync's maxOutputLength stops a bomb
// after the bytes we allow, whatever sizes its headers claim (docs/giving.md, "The 10BE loop").

export type CertificateFile = { name: string; bytes: Uint8Array };

const MB = 1024 * 1024;
// Headed by the field's refusal, so the back-office's notice and the /api message both say what is wrong.
const refuse = (code: FieldCode, params?: Params): never => {
  const error = params ? { code, params } : { code };
  throw refusedFields({ certificates: error }, error);
};

/** The last path part of a name inside a ZIP or a browser's upload. */
const baseName = (name: string) => name.split(/[\\/]/).pop() || name;

/** A Mac's resource forks and hidden files travel in ZIPs made by hand; they are not certificates. */
const isJunk = (name: string) => name.startsWith('__MACOSX/') || baseName(name).startsWith('.');

function unzip(zipName: string, zip: Buffer, unpackedSoFar: number): CertificateFile[] {
  const bad = () => refuse('certificate.zip_invalid', { name: zipName });
  // The end-of-directory record is in the last 22 bytes plus at most a 64 KB comment.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return bad();
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  // ZIP64 (more than 65,535 entries or 4 GB) is never a batch of certificates.
  if (count === 0xffff || at === 0xffffffff) return bad();
  if (count > MAX_ZIP_ENTRIES) return refuse('certificate.zip_too_many_entries', { name: zipName, max: MAX_ZIP_ENTRIES });
  const out: CertificateFile[] = [];
  let unpacked = unpackedSoFar;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return bad();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    at = next;
    if (name.endsWith('/') || isJunk(name)) continue;
    if (!name.toLowerCase().endsWith('.pdf')) return refuse('certificate.batch_type', { name: baseName(name) });
    if (flags & 0x1) return bad(); // encrypted
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return bad();
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressed);
    if (data.length !== compressed) return bad();
    // One certificate at most MAX_UPLOAD_BYTES, and the ZIP in all MAX_ZIP_UNPACKED_BYTES: one byte more is
    // asked of zlib so that "exactly at the limit" and "over it" can be told apart.
    const room = Math.min(MAX_UPLOAD_BYTES, MAX_ZIP_UNPACKED_BYTES - unpacked) + 1;
    let bytes: Buffer;
    if (method === 0) bytes = data;
    else if (method === 8) {
      try {
        bytes = inflateRawSync(data, { maxOutputLength: room });
      } catch (error) {
        if (error instanceof RangeError) bytes = Buffer.alloc(room);
        else return bad();
      }
    } else return bad();
    if (bytes.length >= room) {
      return bytes.length > MAX_UPLOAD_BYTES
        ? refuse('certificate.pdf_too_large', { name: baseName(name), max: MAX_UPLOAD_BYTES / MB })
        : refuse('certificate.zip_too_large', { name: zipName, max: MAX_ZIP_UNPACKED_BYTES / MB });
    }
    unpacked += bytes.length;
    out.push({ name: baseName(name), bytes: new Uint8Array(bytes) });
  }
  return out;
}

/**
 * The PDFs of a batch: each file sent is a PDF (by its bytes) or a ZIP of PDFs. Refuses the whole batch, with
 * the file's name in the message, for anything else, a file over 5 MB, a batch over MAX_BATCH_BYTES or
 * MAX_BATCH_CERTIFICATES, and a ZIP that is damaged, encrypted, has too many entries or unpacks too large.
 */
export async function certificateBatchFiles(sent: readonly File[]): Promise<CertificateFile[]> {
  const real = sent.filter((f) => f.size > 0);
  if (real.length === 0) return refuse('certificate.batch_empty');
  if (real.reduce((sum, f) => sum + f.size, 0) > MAX_BATCH_BYTES)
    return refuse('certificate.batch_too_large', { max: MAX_BATCH_BYTES / MB });
  const pdfs: CertificateFile[] = [];
  let unpacked = 0;
  for (const file of real) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const name = baseName(file.name || 'certificate.pdf');
    if (sniffMime(bytes) === 'application/pdf') {
      pdfs.push({ name, bytes: new Uint8Array(bytes) });
    } else if ((bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) || batchFileKind({ name, type: file.type }) === 'zip') {
      const inside = unzip(name, bytes, unpacked);
      unpacked += inside.reduce((sum, f) => sum + f.bytes.byteLength, 0);
      pdfs.push(...inside);
    } else return refuse('certificate.batch_type', { name });
    if (pdfs.length > MAX_BATCH_CERTIFICATES) return refuse('certificate.batch_too_many', { max: MAX_BATCH_CERTIFICATES });
  }
  for (const pdf of pdfs) if (sniffMime(pdf.bytes) !== 'application/pdf') return refuse('certificate.batch_type', { name: pdf.name });
  if (pdfs.length === 0) return refuse('certificate.batch_empty');
  return pdfs;
}
