-- Where an enquiry came from; SQLite's migration 011.
ALTER TABLE enquiries ADD COLUMN source text NOT NULL DEFAULT '';
