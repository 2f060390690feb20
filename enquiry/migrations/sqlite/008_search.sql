-- Search over an enquiry's name, e-mail, phone and message (Store.Search): an FTS5 index kept by
-- triggers beside the enquiries, its words split as PostgreSQL's search column splits them (letters
-- and digits; accents kept, case folded).
CREATE VIRTUAL TABLE enquiries_search USING fts5(
    name, email, phone, message,
    content = 'enquiries', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 0'
);
INSERT INTO enquiries_search (enquiries_search) VALUES ('rebuild');

CREATE TRIGGER enquiries_search_insert AFTER INSERT ON enquiries BEGIN
    INSERT INTO enquiries_search (rowid, name, email, phone, message)
    VALUES (new.id, new.name, new.email, new.phone, new.message);
END;
CREATE TRIGGER enquiries_search_delete AFTER DELETE ON enquiries BEGIN
    INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone, message)
    VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
END;
CREATE TRIGGER enquiries_search_update AFTER UPDATE OF name, email, phone, message ON enquiries BEGIN
    INSERT INTO enquiries_search (enquiries_search, rowid, name, email, phone, message)
    VALUES ('delete', old.id, old.name, old.email, old.phone, old.message);
    INSERT INTO enquiries_search (rowid, name, email, phone, message)
    VALUES (new.id, new.name, new.email, new.phone, new.message);
END;
