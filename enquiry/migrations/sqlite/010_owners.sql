-- Who has an enquiry and where it stands: its owner (a member of staff's address, who took it or was
-- given it) and since when, who marked it replied and when, and who marked it handled.
ALTER TABLE enquiries ADD COLUMN owner TEXT;
ALTER TABLE enquiries ADD COLUMN owned_at TEXT;
ALTER TABLE enquiries ADD COLUMN replied_at TEXT;
ALTER TABLE enquiries ADD COLUMN replied_by TEXT;
ALTER TABLE enquiries ADD COLUMN handled_by TEXT;
-- A member of staff's open enquiries (Mine), newest first.
CREATE INDEX enquiries_owned ON enquiries (owner, received_at DESC) WHERE owner IS NOT NULL AND handled_at IS NULL;
