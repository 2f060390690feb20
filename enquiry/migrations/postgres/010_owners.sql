-- Who has an enquiry and where it stands; SQLite's migration 010.
ALTER TABLE enquiries ADD COLUMN owner text;
ALTER TABLE enquiries ADD COLUMN owned_at timestamptz;
ALTER TABLE enquiries ADD COLUMN replied_at timestamptz;
ALTER TABLE enquiries ADD COLUMN replied_by text;
ALTER TABLE enquiries ADD COLUMN handled_by text;
CREATE INDEX enquiries_owned ON enquiries (owner, received_at DESC) WHERE owner IS NOT NULL AND handled_at IS NULL;
