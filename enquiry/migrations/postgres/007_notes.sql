-- Staff's notes on an enquiry: never sent anywhere, erased with the enquiry; SQLite's migration 007.
CREATE TABLE notes (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    enquiry_uid text NOT NULL REFERENCES enquiries (uid) ON DELETE CASCADE,
    at          timestamptz NOT NULL,
    author      text NOT NULL,
    body        text NOT NULL
);
CREATE INDEX notes_by_enquiry ON notes (enquiry_uid, id);
