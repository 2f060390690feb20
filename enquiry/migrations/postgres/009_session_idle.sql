-- A session also ends after SessionIdleLimit without use; SQLite's migration 009.
ALTER TABLE staff_sessions ADD COLUMN last_seen_at timestamptz;
UPDATE staff_sessions SET last_seen_at = created_at;
ALTER TABLE staff_sessions ALTER COLUMN last_seen_at SET NOT NULL;
