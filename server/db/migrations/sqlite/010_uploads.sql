-- Uploaded photos live in the database, not on one machine's disk, so every instance of the
-- server serves every photo (routes/photo.ts, routes/media.ts). Names are random and never reused.
CREATE TABLE uploads (
  name TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
