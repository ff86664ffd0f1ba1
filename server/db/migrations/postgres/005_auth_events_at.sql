-- A recorded code request or wrong try (SQLite 014, server/auth/budget.ts) deletes every event
-- older than a day, of any email: before, only the asking email's went, so the events of emails
-- asked for once stayed for ever. This index finds the old ones.
CREATE INDEX auth_events_at ON auth_events (at);
