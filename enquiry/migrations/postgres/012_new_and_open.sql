-- New's and Open's indexes, each with its folder's condition: SQLite's migration 012.
DROP INDEX enquiries_new;
CREATE INDEX enquiries_new ON enquiries (((received_at AT TIME ZONE 'UTC')::date), likelihood, received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL AND owner IS NULL;
CREATE INDEX enquiries_open ON enquiries (received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL AND owner IS NOT NULL;
