import { MAX_BATCH_BYTES } from '@/lib/domain/certificates-10be';
import { certificateBatchSchema } from '@/lib/domain/validation/donations';
import { DomainError, fail } from '@/lib/domain/errors';
import { pendingCertificateUploads, uploadCertificateBatch } from '@/lib/server/donations';
import { created, endpoint, ok, readForm } from '@/lib/server/http';
import { parseOrRefuse } from '@/lib/server/errors';
import { requireRole } from '@/lib/server/accounts';
import { englishNotice } from '@/lib/i18n/english';

export const { GET, POST, PUT, PATCH, DELETE } = endpoint({
  // Admin: the uploaded 10BE certificates still waiting for the office, with their proposed donors.
  GET: async ({ caller }) => ok(await pendingCertificateUploads(await caller())),
  // Admin: a batch of Form 10BE PDFs or the portal's ZIP (multipart `certificates`, repeated), and
  // `financial_year` for certificates whose text does not say. 5 MB in all; see docs/giving.md.
  POST: async ({ req, caller }) => {
    const who = requireRole(await caller(), 'admin');
    let form: FormData;
    try {
      form = await readForm(req, MAX_BATCH_BYTES + 64 * 1024);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'request.too_large') throw fail('upload.body_too_large');
      throw error;
    }
    const { financial_year } = parseOrRefuse(certificateBatchSchema, { financial_year: form.get('financial_year') ?? undefined });
    const files = form.getAll('certificates').filter((v): v is File => typeof v !== 'string');
    const batch = await uploadCertificateBatch(who, { files, financialYear: financial_year });
    return created(batch, {
      message: englishNotice({ code: 'certificate.batch_uploaded', params: { count: batch.count, matched: batch.matched } }),
    });
  },
});
