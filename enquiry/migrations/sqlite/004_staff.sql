-- The agency's inbox (its own listener, see the inbox package): the staff who may sign in with
-- passkeys, their one-time invitations, passkeys, sessions and ceremonies in progress, and the
-- audit trail of what was done. Times are in the enquiries' text layout. Tokens are stored only
-- as their SHA-256 (hex): a copy of the database signs nobody in.
CREATE TABLE staff (
    id         TEXT PRIMARY KEY,       -- a UUID
    email      TEXT NOT NULL UNIQUE,   -- lower case
    handle     TEXT NOT NULL UNIQUE,   -- the WebAuthn user handle, random, base64url
    invited_at TEXT NOT NULL
);

CREATE TABLE staff_invitations (
    token_hash TEXT PRIMARY KEY,
    staff_id   TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at    TEXT
);

-- One row per passkey; data is the go-webauthn Credential as JSON (its sign count and flags are
-- written back after each sign-in).
CREATE TABLE staff_credentials (
    id           TEXT PRIMARY KEY,     -- the credential id, base64url
    staff_id     TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    data         TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    last_used_at TEXT
);

CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    staff_id   TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);

-- A passkey ceremony between its two requests (the challenge the browser must sign), taken once.
CREATE TABLE staff_ceremonies (
    token_hash TEXT PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('register', 'login')),
    invitation TEXT NOT NULL DEFAULT '',  -- register: the invitation's token hash
    data       TEXT NOT NULL,             -- go-webauthn SessionData as JSON
    expires_at TEXT NOT NULL
);

-- Who did what and when. actor is a staff member's address, or "command line (user)".
CREATE TABLE audit (
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    at      TEXT NOT NULL,
    actor   TEXT NOT NULL,
    action  TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT ''     -- the enquiry's id, or the staff member's address
);
CREATE INDEX audit_by_at ON audit (at);
