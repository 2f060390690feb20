-- The same as SQLite's migration 005: what a digest said of each enquiry, the channels of the
-- server that started last, and one index per folder.
ALTER TABLE enquiries ADD COLUMN digest_held boolean NOT NULL DEFAULT false;
UPDATE enquiries SET digest_held = (verdict <> 'inbox') WHERE digest_uid IS NOT NULL;

CREATE TABLE server_channels (
    id          integer PRIMARY KEY CHECK (id = 1),
    channels    text[] NOT NULL,
    recorded_at timestamptz NOT NULL
);

CREATE INDEX enquiries_new ON enquiries (received_at, id) WHERE verdict = 'inbox' AND handled_at IS NULL;
CREATE INDEX enquiries_handled ON enquiries (received_at, id) WHERE verdict = 'inbox' AND handled_at IS NOT NULL;
CREATE INDEX enquiries_held ON enquiries (received_at, id) WHERE verdict = 'held';
CREATE INDEX enquiries_spam ON enquiries (received_at, id) WHERE verdict = 'spam';
