-- Per-email budget for one-time codes (server/auth/budget.ts). One row per event, counted over
-- rolling windows; rows older than a day are pruned as the email's next event is written. Kept
-- in the database, not in process memory, so several server instances share one budget.
CREATE TABLE auth_events (
  email TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('code_sent', 'wrong_code', 'code_burned')),
  at INTEGER NOT NULL
);
CREATE INDEX auth_events_by_email ON auth_events (email, kind, at);
