-- The language a game's public posts and board image speak: the server's
-- locale when the challenge was made (or the player's own, without a
-- server). Games from before speak English.
ALTER TABLE challenges ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
