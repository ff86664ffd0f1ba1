/**
 * Certificates anyone can verify (docs/api.md "Certificates"): by the public id, without a
 * token, GET /certificates/{id}/ answers holder, course, issuer and date, and
 * GET /certificates/{id}/pdf/?lang=en|ru the certificate as a PDF download. Unknown ids are 404.
 *
 * The PDF's verification URL is absolute: PUBLIC_ORIGIN when set, else the origin the request
 * came to (Fastify's req.protocol and req.host, which believe X-Forwarded-Proto/-Host only from
 * the trusted proxies of TRUST_PROXY, as for X-Forwarded-For).
 */
import contentDisposition from 'content-disposition';
import { CertificateParams, CertificatePdfQuery } from '../../src/shared/contract/profile';
import { certificateByPublicId, verificationOf } from '../certificates/store';
import { certificatePdf } from '../certificates/pdf';
import { pdfFileNames } from '../certificates/texts';
import type { App } from '../context';
import { notFound } from '../lib/errors';

/** The app's page for a certificate (src/shared/routes/paths.ts `certificate`). */
export const verificationPath = (publicId: string) =>
  `/certificates/${encodeURIComponent(publicId)}`;

export async function certificateRoutes(app: App): Promise<void> {
  const { db } = app.ctx;
  // Public and the same for everyone: the token is never read. Always revalidated, so a
  // changed holder name or a withdrawn certificate shows at once.
  const config = { auth: 'ignore' as const };

  app.get(
    '/certificates/:id/',
    { config, schema: { params: CertificateParams } },
    async (req, reply) => {
      const certificate = await certificateByPublicId(db, req.params.id);
      if (!certificate) throw notFound();
      reply.header('cache-control', 'no-cache');
      return verificationOf(certificate);
    },
  );

  app.get(
    '/certificates/:id/pdf/',
    { config, schema: { params: CertificateParams, querystring: CertificatePdfQuery } },
    async (req, reply) => {
      const certificate = await certificateByPublicId(db, req.params.id);
      if (!certificate) throw notFound();
      const origin = app.ctx.publicOrigin || `${req.protocol}://${req.host}`;
      const lang = req.query.lang ?? 'en';
      const pdf = await certificatePdf(
        certificate,
        lang,
        origin + verificationPath(certificate.publicId),
      );
      const names = pdfFileNames(certificate, lang);
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-cache')
        .header('content-disposition', contentDisposition(names.utf8, { fallback: names.ascii }))
        .send(pdf);
    },
  );
}
