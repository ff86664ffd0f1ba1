-- Initial schema. Times are epoch milliseconds (UTC); the API turns them into ISO-8601.
-- search_text columns hold the case-folded searchable text (folded in JS, see lib/fold.ts),
-- because SQLite's own LIKE/lower() only fold ASCII.

CREATE TABLE cities (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE work_places (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE specializations (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE universities (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE sponsors (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, label TEXT NOT NULL, logo TEXT NOT NULL,
  description TEXT NOT NULL, website TEXT NOT NULL
);
CREATE TABLE tags (id INTEGER PRIMARY KEY, name TEXT NOT NULL, label TEXT NOT NULL, theme TEXT NOT NULL);
CREATE TABLE themes (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE lectors (
  id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, middle_name TEXT NOT NULL,
  photo TEXT, position TEXT NOT NULL
);

CREATE TABLE courses (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, image TEXT,
  color_scheme TEXT NOT NULL DEFAULT 'L', sponsor_id INTEGER REFERENCES sponsors(id),
  price REAL, currency TEXT, published_at INTEGER NOT NULL, search_text TEXT NOT NULL
);
CREATE TABLE course_tags (course_id INTEGER NOT NULL REFERENCES courses(id), tag_id INTEGER NOT NULL REFERENCES tags(id), position INTEGER NOT NULL, PRIMARY KEY (course_id, tag_id)) WITHOUT ROWID;
CREATE TABLE course_themes (course_id INTEGER NOT NULL REFERENCES courses(id), theme_id INTEGER NOT NULL REFERENCES themes(id), position INTEGER NOT NULL, PRIMARY KEY (course_id, theme_id)) WITHOUT ROWID;
CREATE TABLE course_lectors (course_id INTEGER NOT NULL REFERENCES courses(id), lector_id INTEGER NOT NULL REFERENCES lectors(id), position INTEGER NOT NULL, PRIMARY KEY (course_id, lector_id)) WITHOUT ROWID;

CREATE TABLE modules (
  id INTEGER PRIMARY KEY, course_id INTEGER NOT NULL REFERENCES courses(id), position INTEGER NOT NULL,
  name TEXT NOT NULL, description TEXT NOT NULL, image TEXT, is_published INTEGER NOT NULL,
  price REAL, currency TEXT,
  video_file TEXT, video_poster TEXT, video_duration REAL,
  search_text TEXT NOT NULL
);
CREATE INDEX modules_course ON modules (course_id, position);
CREATE TABLE module_tags (module_id INTEGER NOT NULL REFERENCES modules(id), tag_id INTEGER NOT NULL REFERENCES tags(id), position INTEGER NOT NULL, PRIMARY KEY (module_id, tag_id)) WITHOUT ROWID;
CREATE TABLE module_themes (module_id INTEGER NOT NULL REFERENCES modules(id), theme_id INTEGER NOT NULL REFERENCES themes(id), position INTEGER NOT NULL, PRIMARY KEY (module_id, theme_id)) WITHOUT ROWID;
CREATE TABLE module_lectors (module_id INTEGER NOT NULL REFERENCES modules(id), lector_id INTEGER NOT NULL REFERENCES lectors(id), position INTEGER NOT NULL, PRIMARY KEY (module_id, lector_id)) WITHOUT ROWID;
CREATE INDEX course_tags_tag ON course_tags (tag_id);
CREATE INDEX course_themes_theme ON course_themes (theme_id);
CREATE INDEX module_tags_tag ON module_tags (tag_id);
CREATE INDEX module_themes_theme ON module_themes (theme_id);

CREATE TABLE materials (
  id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL REFERENCES modules(id),
  section TEXT NOT NULL CHECK (section IN ('viewable', 'downloadable')), position INTEGER NOT NULL,
  name TEXT NOT NULL, kind TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL
);
CREATE INDEX materials_module ON materials (module_id, section, position);

CREATE TABLE tests (id INTEGER PRIMARY KEY, module_id INTEGER NOT NULL UNIQUE REFERENCES modules(id), name TEXT NOT NULL);
CREATE TABLE questions (id INTEGER PRIMARY KEY, test_id INTEGER NOT NULL REFERENCES tests(id), text TEXT NOT NULL, kind TEXT NOT NULL);
CREATE INDEX questions_test ON questions (test_id);
CREATE TABLE options (id INTEGER PRIMARY KEY, question_id INTEGER NOT NULL REFERENCES questions(id), text TEXT NOT NULL, correct INTEGER NOT NULL);
CREATE INDEX options_question ON options (question_id);

CREATE TABLE articles (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, image TEXT, topic TEXT NOT NULL, body TEXT NOT NULL,
  sponsor_id INTEGER REFERENCES sponsors(id), published_at INTEGER NOT NULL, search_text TEXT NOT NULL
);
CREATE INDEX articles_published ON articles (published_at DESC);
CREATE TABLE article_tags (article_id INTEGER NOT NULL REFERENCES articles(id), tag_id INTEGER NOT NULL REFERENCES tags(id), position INTEGER NOT NULL, PRIMARY KEY (article_id, tag_id)) WITHOUT ROWID;
CREATE INDEX article_tags_tag ON article_tags (tag_id);

CREATE TABLE events (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, image TEXT,
  starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, format TEXT NOT NULL, location TEXT,
  city_id INTEGER REFERENCES cities(id), sponsor_id INTEGER REFERENCES sponsors(id),
  registration_url TEXT, search_text TEXT NOT NULL
);
CREATE INDEX events_ends ON events (ends_at);
CREATE TABLE event_tags (event_id INTEGER NOT NULL REFERENCES events(id), tag_id INTEGER NOT NULL REFERENCES tags(id), position INTEGER NOT NULL, PRIMARY KEY (event_id, tag_id)) WITHOUT ROWID;

CREATE TABLE stories (id INTEGER PRIMARY KEY, name TEXT NOT NULL, thumbnail TEXT NOT NULL, show_start INTEGER NOT NULL, show_end INTEGER NOT NULL);
CREATE TABLE story_files (id INTEGER PRIMARY KEY, story_id INTEGER NOT NULL REFERENCES stories(id), position INTEGER NOT NULL, kind TEXT NOT NULL, file TEXT NOT NULL);
CREATE INDEX story_files_story ON story_files (story_id, position);

-- People are both community members and users (anyone with an email can log in).
CREATE TABLE people (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
  middle_name TEXT NOT NULL DEFAULT '', phone TEXT NOT NULL DEFAULT '', photo TEXT,
  role TEXT NOT NULL DEFAULT 'member', city_id INTEGER REFERENCES cities(id),
  specialization_id INTEGER REFERENCES specializations(id), about TEXT NOT NULL DEFAULT '',
  is_published INTEGER NOT NULL DEFAULT 0,
  has_work_place INTEGER NOT NULL DEFAULT 0, work_place_id INTEGER REFERENCES work_places(id), position TEXT NOT NULL DEFAULT '',
  has_education INTEGER NOT NULL DEFAULT 0, university_id INTEGER REFERENCES universities(id), graduation_year INTEGER, degree TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL
);
CREATE INDEX people_published ON people (is_published, role);

CREATE TABLE course_access (user_id INTEGER NOT NULL REFERENCES people(id), course_id INTEGER NOT NULL REFERENCES courses(id), granted_at INTEGER NOT NULL, PRIMARY KEY (user_id, course_id)) WITHOUT ROWID;
CREATE TABLE favorites (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES people(id),
  kind TEXT NOT NULL CHECK (kind IN ('course', 'module', 'article')), object_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL, UNIQUE (user_id, kind, object_id)
);
CREATE TABLE module_progress (
  user_id INTEGER NOT NULL REFERENCES people(id), module_id INTEGER NOT NULL REFERENCES modules(id),
  completed INTEGER NOT NULL DEFAULT 0, video_done INTEGER NOT NULL DEFAULT 0, updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, module_id)
) WITHOUT ROWID;
CREATE TABLE material_views (user_id INTEGER NOT NULL REFERENCES people(id), material_id INTEGER NOT NULL REFERENCES materials(id), PRIMARY KEY (user_id, material_id)) WITHOUT ROWID;
CREATE TABLE test_passes (
  user_id INTEGER NOT NULL REFERENCES people(id), test_id INTEGER NOT NULL REFERENCES tests(id),
  score INTEGER NOT NULL, total INTEGER NOT NULL, passed_at INTEGER NOT NULL, PRIMARY KEY (user_id, test_id)
) WITHOUT ROWID;
CREATE TABLE article_views (user_id INTEGER NOT NULL REFERENCES people(id), article_id INTEGER NOT NULL REFERENCES articles(id), PRIMARY KEY (user_id, article_id)) WITHOUT ROWID;
CREATE TABLE story_views (user_id INTEGER NOT NULL REFERENCES people(id), story_id INTEGER NOT NULL REFERENCES stories(id), PRIMARY KEY (user_id, story_id)) WITHOUT ROWID;
CREATE TABLE certificates (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES people(id), course_id INTEGER NOT NULL REFERENCES courses(id),
  issued_at INTEGER NOT NULL, code TEXT NOT NULL UNIQUE, UNIQUE (user_id, course_id)
);

-- Auth. One pending code per email; a registration keeps its names here until verified.
CREATE TABLE auth_codes (
  email TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL, wrong_tries INTEGER NOT NULL DEFAULT 0,
  first_name TEXT, last_name TEXT, promo_code TEXT
);
CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES people(id), created_at INTEGER NOT NULL, revoked_at INTEGER);
CREATE TABLE refresh_tokens (
  hash TEXT PRIMARY KEY, session_id TEXT NOT NULL REFERENCES sessions(id), expires_at INTEGER NOT NULL, rotated_at INTEGER
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Valid promo codes (from the demo data); a valid one at registration opens every paid course.
CREATE TABLE promo_codes (code TEXT PRIMARY KEY COLLATE NOCASE);
