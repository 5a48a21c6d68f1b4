-- Links to the web page (issue 41) are signed with the player's token
-- generation; `/web revoke` moves it on, ending every link handed out before.
ALTER TABLE players ADD COLUMN web_generation INTEGER NOT NULL DEFAULT 0;
