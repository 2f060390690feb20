-- The PostgreSQL schema: the same tables as SQLite's migrations 001 and 002, in PostgreSQL's
-- types (timestamptz, identity columns). Applied in one transaction under an advisory lock
-- (see postgres_migrate.go), so replicas starting together never race.

-- One row per enquiry. uid is the id the site shows and sends (a UUIDv7 made by the site);
-- id is the row's internal key.
CREATE TABLE enquiries (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid             text NOT NULL UNIQUE,
    name            text NOT NULL,
    email           text NOT NULL,
    phone           text NOT NULL,
    message         text NOT NULL,
    received_at     timestamptz NOT NULL,
    via             text NOT NULL CHECK (via IN ('form', 'script')),
    -- The Idempotency-Key a client sent with the enquiry: a repeat is answered as the first was.
    idempotency_key text UNIQUE
);
CREATE INDEX enquiries_by_received_at ON enquiries (received_at);

-- The outbox: one row per enquiry and notification channel, written in the same transaction
-- as the enquiry, erased with it.
CREATE TABLE deliveries (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    enquiry_uid     text NOT NULL REFERENCES enquiries (uid) ON DELETE CASCADE,
    channel         text NOT NULL,
    state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts        integer NOT NULL DEFAULT 0,
    created_at      timestamptz NOT NULL,
    pending_since   timestamptz NOT NULL,
    next_attempt_at timestamptz NOT NULL,
    claimed_until   timestamptz,
    delivered_at    timestamptz,
    last_error      text NOT NULL DEFAULT '',
    UNIQUE (enquiry_uid, channel)
);
-- What the workers of every replica look for: a channel's pending rows, by due time.
CREATE INDEX deliveries_due ON deliveries (channel, next_attempt_at, id) WHERE state = 'pending';

-- Written by each readiness check: proof that the database takes writes (not a read-only
-- replica, a full disk, or a primary in recovery).
CREATE TABLE heartbeat (
    id integer PRIMARY KEY CHECK (id = 1),
    at timestamptz NOT NULL
);
