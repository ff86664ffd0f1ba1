-- One-time sign-in links (server/auth/signInLinks.ts): mailed to an account whose email's code
-- budget strangers have spent, so its owner can sign in on a new browser. Only a hash of the
-- token is kept. A row stays an hour after it is made (used or not): it is also the record of the
-- email's one link mail an hour.
CREATE TABLE sign_in_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX sign_in_links_by_email ON sign_in_links (email, created_at);
CREATE INDEX sign_in_links_created ON sign_in_links (created_at);
