-- New holds the inbox's enquiries nobody has (owner IS NULL, since 010) and Open those
-- someone has (folders.go): each folder gets an index whose condition is its own, so that a page
-- and the folder's count read the index alone, not 30,000 rows for their owner.
DROP INDEX enquiries_new;
CREATE INDEX enquiries_new ON enquiries (substr(received_at,1,10), likelihood, received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL AND owner IS NULL;
CREATE INDEX enquiries_open ON enquiries (received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL AND owner IS NOT NULL;
