/**
 * Certificates by their public id (the `code` column: 96 random bits, migration 007) and the
 * shapes the API answers. The row id stays internal; only the public id verifies.
 */
import type { Certificate, CertificateVerification } from '../../src/shared/contract/profile';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { first, rows } from '../db/query';
import { iso } from '../lib/urls';

/** Everything a verification page and the PDF show. */
export interface IssuedCertificate {
  publicId: string;
  holder: { firstName: string; lastName: string; middleName: string; profileId: number | null };
  course: { id: number; name: string };
  sponsor: { id: number; name: string } | null;
  issuedAt: number;
}

interface Row {
  code: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  user_id: number;
  is_published: number;
  course_id: number;
  course: string;
  sponsor_id: number | null;
  sponsor: string | null;
  issued_at: number;
}

export const pdfUrlOf = (publicId: string) =>
  `/api/certificates/${encodeURIComponent(publicId)}/pdf/`;

export async function certificateByPublicId(
  db: Db,
  publicId: string,
): Promise<IssuedCertificate | null> {
  const row = await first<Row>(
    db,
    // The holder's name as issued (migration 011); a row seeded without one shows the profile's.
    sql`SELECT c.code, COALESCE(c.holder_first_name, p.first_name) AS first_name,
      COALESCE(c.holder_last_name, p.last_name) AS last_name,
      COALESCE(c.holder_middle_name, p.middle_name) AS middle_name, p.id AS user_id, p.is_published,
      k.id AS course_id, k.name AS course, s.id AS sponsor_id, s.name AS sponsor, c.issued_at
    FROM certificates c JOIN people p ON p.id = c.user_id JOIN courses k ON k.id = c.course_id
    LEFT JOIN sponsors s ON s.id = k.sponsor_id WHERE c.code = ${publicId}`,
  );
  if (!row) return null;
  return {
    publicId: row.code,
    holder: {
      firstName: row.first_name,
      lastName: row.last_name,
      middleName: row.middle_name,
      profileId: row.is_published === 1 ? row.user_id : null,
    },
    course: { id: row.course_id, name: row.course },
    sponsor: row.sponsor_id === null ? null : { id: row.sponsor_id, name: row.sponsor ?? '' },
    issuedAt: row.issued_at,
  };
}

export function verificationOf(c: IssuedCertificate): CertificateVerification {
  return {
    public_id: c.publicId,
    holder: {
      first_name: c.holder.firstName,
      last_name: c.holder.lastName,
      middle_name: c.holder.middleName,
      profile_id: c.holder.profileId,
    },
    course: c.course,
    sponsor: c.sponsor,
    issued_at: iso(c.issuedAt),
    pdf_url: pdfUrlOf(c.publicId),
  };
}

/** A user's certificates, newest first (GET /profile/certificates/ and the public profile). */
export async function certificatesOf(db: Db, userId: number): Promise<Certificate[]> {
  const found = await rows<{
    id: number;
    course_id: number;
    name: string;
    issued_at: number;
    code: string;
  }>(
    db,
    sql`SELECT c.id, c.course_id, k.name, c.issued_at, c.code FROM certificates c JOIN courses k ON k.id = c.course_id
    WHERE c.user_id = ${userId} ORDER BY c.issued_at DESC, c.id DESC`,
  );
  return found.map((r) => ({
    id: r.id,
    public_id: r.code,
    course: { id: r.course_id, name: r.name },
    issued_at: iso(r.issued_at),
    url: pdfUrlOf(r.code),
  }));
}
