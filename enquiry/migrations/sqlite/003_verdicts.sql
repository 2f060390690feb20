-- Every enquiry has a verdict (inbox, held as likely spam, or marked spam by a person) and the
-- reasons for it, as a JSON array of sentences; nothing a visitor sends is dropped.
ALTER TABLE enquiries ADD COLUMN verdict TEXT NOT NULL DEFAULT 'inbox' CHECK (verdict IN ('inbox', 'held', 'spam'));
ALTER TABLE enquiries ADD COLUMN reasons TEXT NOT NULL DEFAULT '[]';
-- The text's fingerprint, to find the same text sent by other senders.
ALTER TABLE enquiries ADD COLUMN fingerprint TEXT NOT NULL DEFAULT '';
CREATE INDEX enquiries_by_fingerprint ON enquiries (fingerprint, received_at, email); -- covers SameText
-- How the agency hears of it: its own notifications, or a line in a digest (held, or past the
-- hourly budget); digest_uid names that digest once it is made.
ALTER TABLE enquiries ADD COLUMN notice TEXT NOT NULL DEFAULT 'own' CHECK (notice IN ('own', 'digest'));
ALTER TABLE enquiries ADD COLUMN digest_uid TEXT;
CREATE INDEX enquiries_awaiting_digest ON enquiries (notice) WHERE notice = 'digest' AND digest_uid IS NULL;
ALTER TABLE enquiries ADD COLUMN handled_at TEXT;

-- One row per digest made; its deliveries are outbox rows of kind 'digest', whose enquiry_uid
-- holds the digest's uid.
CREATE TABLE digests (
    uid        TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
);
ALTER TABLE deliveries ADD COLUMN kind TEXT NOT NULL DEFAULT 'enquiry' CHECK (kind IN ('enquiry', 'digest'));

-- Random keys made on first use and shared by every process (the form tokens' signing key).
CREATE TABLE secrets (
    name  TEXT PRIMARY KEY,
    value BLOB NOT NULL
);
