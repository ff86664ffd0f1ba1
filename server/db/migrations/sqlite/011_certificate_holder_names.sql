-- A certificate states the name its holder had when it was issued: renaming the profile later
-- must not change what an issued certificate verifies (a session-14 audit: the check joined the
-- live profile). Existing certificates take the holder's name as it is now.
ALTER TABLE certificates ADD COLUMN holder_first_name TEXT;
ALTER TABLE certificates ADD COLUMN holder_last_name TEXT;
ALTER TABLE certificates ADD COLUMN holder_middle_name TEXT;
UPDATE certificates SET
  holder_first_name = (SELECT first_name FROM people WHERE people.id = certificates.user_id),
  holder_last_name = (SELECT last_name FROM people WHERE people.id = certificates.user_id),
  holder_middle_name = (SELECT middle_name FROM people WHERE people.id = certificates.user_id);
