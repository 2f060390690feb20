-- A session also ends after SessionIdleLimit without use: last_seen_at is when it was last used (to
-- the minute). Sessions open at the upgrade count from when they were opened.
ALTER TABLE staff_sessions ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
UPDATE staff_sessions SET last_seen_at = created_at;
