-- Committed test answers (server/routes/tests.ts, docs/api.md "Rules" -> Tests): an attempt is
-- opened by the first check-answer (or end) with none open and closed by end; each question's
-- first non-empty checked answer is final for that attempt, and end scores these answers.
CREATE TABLE test_attempts (
  user_id INTEGER NOT NULL REFERENCES people(id),
  test_id INTEGER NOT NULL REFERENCES tests(id),
  attempt INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  PRIMARY KEY (user_id, test_id, attempt)
) WITHOUT ROWID;
-- At most one open attempt per user and test.
CREATE UNIQUE INDEX test_attempts_open ON test_attempts (user_id, test_id) WHERE ended_at IS NULL;
CREATE TABLE test_answers (
  user_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  attempt INTEGER NOT NULL,
  question_id INTEGER NOT NULL REFERENCES questions(id),
  answers TEXT NOT NULL, -- JSON array of the chosen option ids, ascending
  correct INTEGER NOT NULL,
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, test_id, attempt, question_id),
  FOREIGN KEY (user_id, test_id, attempt) REFERENCES test_attempts (user_id, test_id, attempt)
) WITHOUT ROWID;
