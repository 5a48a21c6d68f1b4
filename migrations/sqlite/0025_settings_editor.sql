-- /privacy forget renames a forgotten player wherever a row names them,
-- the last editor of a server's settings included: found by this index,
-- not by reading every server's row (store/privacy.rs).
CREATE INDEX guild_settings_by_editor ON guild_settings (updated_by) WHERE updated_by IS NOT NULL;
