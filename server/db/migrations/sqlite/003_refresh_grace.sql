-- Refresh grace window (server/auth/tokens.ts): a rotated refresh token remembers its successor,
-- so presenting it again within the window answers the same pair instead of revoking the session.
-- The pair is sealed (AES-256-GCM) with a key derived from the old refresh token itself, which the
-- database never holds (only its SHA-256 hash): the stored blob alone reveals no token.
ALTER TABLE refresh_tokens ADD COLUMN successor_hash TEXT;
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT;
