-- A login deletes its user's ended sessions (server/auth/tokens.ts, pruneEnded): this index finds
-- them. Before, every login left a sessions row for ever.
CREATE INDEX sessions_user ON sessions (user_id);
