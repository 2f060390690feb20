-- The agency's inbox: staff, invitations, passkeys, sessions, ceremonies in progress and the
-- audit trail; the same tables as SQLite's migration 004. Tokens are stored only as their
-- SHA-256 (hex): a copy of the database signs nobody in.
CREATE TABLE staff (
    id         text PRIMARY KEY,
    email      text NOT NULL UNIQUE,
    handle     text NOT NULL UNIQUE,
    invited_at timestamptz NOT NULL
);

CREATE TABLE staff_invitations (
    token_hash text PRIMARY KEY,
    staff_id   text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz
);

CREATE TABLE staff_credentials (
    id           text PRIMARY KEY,
    staff_id     text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    data         text NOT NULL,
    created_at   timestamptz NOT NULL,
    last_used_at timestamptz
);

CREATE TABLE staff_sessions (
    token_hash text PRIMARY KEY,
    staff_id   text NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

CREATE TABLE staff_ceremonies (
    token_hash text PRIMARY KEY,
    kind       text NOT NULL CHECK (kind IN ('register', 'login')),
    invitation text NOT NULL DEFAULT '',
    data       text NOT NULL,
    expires_at timestamptz NOT NULL
);

CREATE TABLE audit (
    id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at      timestamptz NOT NULL,
    actor   text NOT NULL,
    action  text NOT NULL,
    subject text NOT NULL DEFAULT ''
);
CREATE INDEX audit_by_at ON audit (at);
