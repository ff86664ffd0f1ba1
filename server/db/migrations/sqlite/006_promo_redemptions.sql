-- Promo codes redeemed by each account (POST /profile/promo/ and registration): a code opens the
-- paid courses once per account; redeeming it again is 409 promo_used.
CREATE TABLE promo_redemptions (
  user_id INTEGER NOT NULL REFERENCES people(id),
  code TEXT NOT NULL COLLATE NOCASE,
  redeemed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, code)
) WITHOUT ROWID;
