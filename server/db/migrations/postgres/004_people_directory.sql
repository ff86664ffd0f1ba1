-- The community directory (SQLite 013, routes/communities.ts) pages published people by surname,
-- name and id. people_published (is_published, role) finds them but not in that order, so every
-- page sorted everyone published; this index hands them over in order (a role tab walks it too,
-- passing over the other roles).
CREATE INDEX people_directory ON people (is_published, last_name, first_name, id);
