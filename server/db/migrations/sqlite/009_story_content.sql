-- Stories carry words, not only pictures (issue 17): a short text shown over the story, and an
-- optional link to something in the app ("Read the article", "Open the event"). The link names a
-- kind and an id, never a URL, so a story can only lead inside the product.
ALTER TABLE stories ADD COLUMN text TEXT NOT NULL DEFAULT '';
ALTER TABLE stories ADD COLUMN link_kind TEXT CHECK (link_kind IN ('article', 'event', 'course'));
ALTER TABLE stories ADD COLUMN link_id INTEGER;
