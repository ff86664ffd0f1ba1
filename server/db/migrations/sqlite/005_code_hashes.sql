-- One-time codes are kept as keyed hashes (server/auth/codes.ts), never in clear. Codes issued
-- before this live at most 10 minutes: they are dropped, their emails simply ask for a new one.
DELETE FROM auth_codes;
ALTER TABLE auth_codes RENAME COLUMN code TO code_hash;
CREATE INDEX auth_codes_expires ON auth_codes (expires_at);
