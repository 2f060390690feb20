-- Search over an enquiry's name, e-mail, phone and message (Store.Search); SQLite's migration 008.
-- Punctuation becomes a space before the words are taken, so that an e-mail address is its parts
-- and a phone number its groups of digits, as SQLite's unicode61 tokenizer splits them.
ALTER TABLE enquiries ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', regexp_replace(name || ' ' || email || ' ' || phone || ' ' || message,
        '[[:punct:][:space:]]+', ' ', 'g'))
) STORED;
CREATE INDEX enquiries_search ON enquiries USING gin (search);
