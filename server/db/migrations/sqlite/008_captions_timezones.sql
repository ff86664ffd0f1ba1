-- Issue 17 items 2 and 6: caption tracks and a transcript for a session video (WCAG 1.2.2), and
-- the venue's IANA time zone for an event. A database seeded before this migration keeps its
-- content without them (no captions, no transcript, events without a zone) until `--reset`.

CREATE TABLE video_captions (
  module_id INTEGER NOT NULL REFERENCES modules(id), position INTEGER NOT NULL,
  lang TEXT NOT NULL, label TEXT NOT NULL, file TEXT NOT NULL,
  PRIMARY KEY (module_id, lang)
) WITHOUT ROWID;
ALTER TABLE modules ADD COLUMN video_transcript TEXT;
ALTER TABLE events ADD COLUMN timezone TEXT;
