-- Surges and likelihood: the same as SQLite's migration 006.
ALTER TABLE enquiries ADD COLUMN likelihood integer NOT NULL DEFAULT 50;
ALTER TABLE enquiries ADD COLUMN network text NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN token_nonce text NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN counted boolean NOT NULL DEFAULT true;
UPDATE enquiries SET counted = false WHERE verdict <> 'inbox';
ALTER TABLE enquiries ADD COLUMN surge_scope text NOT NULL DEFAULT '' CHECK (surge_scope IN ('', 'network', 'all'));
ALTER TABLE enquiries ADD COLUMN surge_uid text;
CREATE INDEX enquiries_counted ON enquiries (received_at) WHERE counted;
CREATE INDEX enquiries_by_network ON enquiries (network, received_at) WHERE counted;
CREATE INDEX enquiries_by_token ON enquiries (token_nonce) WHERE token_nonce <> '';

CREATE TABLE surges (
    uid        text PRIMARY KEY,
    started_at timestamptz NOT NULL,
    last_at    timestamptz NOT NULL,
    notice_uid text NOT NULL,
    reason     text NOT NULL DEFAULT ''  -- why its first enquiry was one of a surge
);
CREATE INDEX surges_by_last_at ON surges (last_at);
ALTER TABLE digests ADD COLUMN surge_uid text;

-- New's own order (folders.go folderKeys): the newest UTC day first, the likeliest first within it.
DROP INDEX enquiries_new;
CREATE INDEX enquiries_new ON enquiries (((received_at AT TIME ZONE 'UTC')::date), likelihood, received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL;
