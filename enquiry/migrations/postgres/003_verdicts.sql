-- Verdicts, digests and shared secrets: the same as SQLite's migration 003.
ALTER TABLE enquiries ADD COLUMN verdict text NOT NULL DEFAULT 'inbox' CHECK (verdict IN ('inbox', 'held', 'spam'));
ALTER TABLE enquiries ADD COLUMN reasons jsonb NOT NULL DEFAULT '[]';
ALTER TABLE enquiries ADD COLUMN fingerprint text NOT NULL DEFAULT '';
CREATE INDEX enquiries_by_fingerprint ON enquiries (fingerprint, received_at, email); -- covers SameText
ALTER TABLE enquiries ADD COLUMN notice text NOT NULL DEFAULT 'own' CHECK (notice IN ('own', 'digest'));
ALTER TABLE enquiries ADD COLUMN digest_uid text;
CREATE INDEX enquiries_awaiting_digest ON enquiries (notice) WHERE notice = 'digest' AND digest_uid IS NULL;
ALTER TABLE enquiries ADD COLUMN handled_at timestamptz;

CREATE TABLE digests (
    uid        text PRIMARY KEY,
    created_at timestamptz NOT NULL
);
-- A digest's deliveries name the digest in enquiry_uid, so the column no longer references an
-- enquiry; erasing an enquiry erases its deliveries itself (see Postgres.erase).
ALTER TABLE deliveries DROP CONSTRAINT deliveries_enquiry_uid_fkey;
ALTER TABLE deliveries ADD COLUMN kind text NOT NULL DEFAULT 'enquiry' CHECK (kind IN ('enquiry', 'digest'));

CREATE TABLE secrets (
    name  text PRIMARY KEY,
    value bytea NOT NULL
);
