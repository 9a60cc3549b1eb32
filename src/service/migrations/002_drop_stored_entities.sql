-- The engine's full entities are no longer stored (see store.ts PreparedNotice):
-- no route reads them, every record already holds its rendered entities, and
-- a notice's entities are re-derived from its text by the engine whenever
-- records are to be rendered again, as they should be after an engine
-- upgrade. They took 14% of the database (21% in SQLite). PostgreSQL reclaims the
-- space of existing rows as they are rewritten (VACUUM FULL reclaims it at once).
ALTER TABLE notices DROP COLUMN IF EXISTS entities_packed;
