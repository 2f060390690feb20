-- Staff's notes on an enquiry: never sent anywhere, erased with the enquiry (by the store, in the
-- same transaction: this file's connections do not enforce foreign keys).
CREATE TABLE notes (
    id          INTEGER PRIMARY KEY,
    enquiry_uid TEXT NOT NULL,
    at          TEXT NOT NULL,
    author      TEXT NOT NULL,
    body        TEXT NOT NULL
);
CREATE INDEX notes_by_enquiry ON notes (enquiry_uid, id);
