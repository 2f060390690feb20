-- Every enquiry gets a globally unique id (a UUIDv7 made by the site; rows
-- from before this migration a random UUIDv4), so that a recreated database
-- never sends a receiver a second "enquiry 1". The integer id stays as the
-- row's internal key.
ALTER TABLE enquiries ADD COLUMN uid TEXT;
UPDATE enquiries SET uid = (
    SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' ||
                 substr(h, 18, 3) || '-' || substr(h, 21, 12))
    FROM (SELECT hex(randomblob(16)) AS h, enquiries.id AS row_id) -- correlated: one per row
);
CREATE UNIQUE INDEX enquiries_by_uid ON enquiries (uid);

-- The Idempotency-Key a client sent with the enquiry: a repeat is answered
-- as the first was and stored once.
ALTER TABLE enquiries ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX enquiries_by_idempotency_key ON enquiries (idempotency_key) WHERE idempotency_key IS NOT NULL;

-- The outbox: one row per enquiry and notification channel, written in the
-- same transaction as the enquiry. Times are in the enquiries' text layout.
CREATE TABLE deliveries (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    enquiry_uid     TEXT NOT NULL,
    channel         TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    pending_since   TEXT NOT NULL,
    next_attempt_at TEXT NOT NULL,
    claimed_until   TEXT,
    delivered_at    TEXT,
    last_error      TEXT NOT NULL DEFAULT '',
    UNIQUE (enquiry_uid, channel)
);
CREATE INDEX deliveries_due ON deliveries (channel, state, next_attempt_at);

-- Written by each readiness check: proof that the database takes writes.
CREATE TABLE heartbeat (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    at TEXT NOT NULL
);
