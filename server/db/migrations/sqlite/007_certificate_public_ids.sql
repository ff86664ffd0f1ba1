-- A certificate's `code` is its public id: the verification page /certificates/{code}, its API
-- GET /api/certificates/{code}/ and the PDF. The demo seed used to derive it from the user and
-- course ids (a SHA-256 anyone could recompute), so every existing code is drawn anew: 96 random
-- bits, as tests.ts issues them. The SVG links the old codes served are gone with this change.
UPDATE certificates SET code = lower(hex(randomblob(12)));
