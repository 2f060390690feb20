-- One row per enquiry, written once and never updated.
-- received_at is UTC with fixed-width nanoseconds (2006-01-02T15:04:05.000000000Z),
-- so text order is time order.
CREATE TABLE enquiries (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT NOT NULL,
    email       TEXT NOT NULL,
    phone       TEXT NOT NULL,
    message     TEXT NOT NULL,
    received_at TEXT NOT NULL,
    via         TEXT NOT NULL CHECK (via IN ('form', 'script'))
);

CREATE INDEX enquiries_by_received_at ON enquiries (received_at);
