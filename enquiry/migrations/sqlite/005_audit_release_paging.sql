-- A digest tells of an enquiry as it stood when the digest was made: held, or past the hourly
-- budget. digest_held keeps which, so that a digest retried after one of its enquiries was
-- released says the same as before (same id, same content).
ALTER TABLE enquiries ADD COLUMN digest_held INTEGER NOT NULL DEFAULT 0 CHECK (digest_held IN (0, 1));
UPDATE enquiries SET digest_held = (verdict <> 'inbox') WHERE digest_uid IS NOT NULL;

-- The notification channels of the server that started last (one row): `site enquiries release`
-- queues a released enquiry's notifications on these, never on the channels named in the
-- operator's shell.
CREATE TABLE server_channels (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    channels    TEXT NOT NULL,  -- a JSON array: ["email", "webhook"]
    recorded_at TEXT NOT NULL
);

-- Each folder is read a page at a time, newest first: one index per folder, its condition the
-- folder's (folders.go), so a page reads its own rows and no others.
CREATE INDEX enquiries_new ON enquiries (received_at, id) WHERE verdict = 'inbox' AND handled_at IS NULL;
CREATE INDEX enquiries_handled ON enquiries (received_at, id) WHERE verdict = 'inbox' AND handled_at IS NOT NULL;
CREATE INDEX enquiries_held ON enquiries (received_at, id) WHERE verdict = 'held';
CREATE INDEX enquiries_spam ON enquiries (received_at, id) WHERE verdict = 'spam';
