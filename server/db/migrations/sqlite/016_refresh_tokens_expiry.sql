-- A login also sweeps a bounded batch of anyone's expired refresh-token rows, and the sessions
-- they leave empty (server/auth/sessionCleanup.ts, sweepExpired): this index finds the oldest first.
-- Before, a user who never logged in again kept their last week's rows for ever.
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (expires_at);
