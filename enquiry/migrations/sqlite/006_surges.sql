-- Issue 43: volume is a signal, and each enquiry says how likely it is that a person wrote it.
-- likelihood: 1-99 (per cent, roughly), judged with the verdict; New lists by it within a day, and
-- digests name the likeliest first. Rows from before: 50 (unknown).
ALTER TABLE enquiries ADD COLUMN likelihood INTEGER NOT NULL DEFAULT 50;
-- network: the sender's network, "203.0.113.0/24" or "2001:db8:1::/48" ('' when unknown), for
-- telling a surge from one network; erased with the enquiry.
ALTER TABLE enquiries ADD COLUMN network TEXT NOT NULL DEFAULT '';
-- token_nonce: the form token's random part: a second enquiry with other words on one token is held.
ALTER TABLE enquiries ADD COLUMN token_nonce TEXT NOT NULL DEFAULT '';
-- counted: it passed the judge on its words and how it arrived (1), so it counts towards the
-- site's volume; surge_scope: '' (not in a surge), 'network' (its network's surge) or 'all' (a
-- surge of all sources together); surge_uid names the surge.
ALTER TABLE enquiries ADD COLUMN counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1));
UPDATE enquiries SET counted = 0 WHERE verdict <> 'inbox';
ALTER TABLE enquiries ADD COLUMN surge_scope TEXT NOT NULL DEFAULT '' CHECK (surge_scope IN ('', 'network', 'all'));
ALTER TABLE enquiries ADD COLUMN surge_uid TEXT;
CREATE INDEX enquiries_counted ON enquiries (received_at) WHERE counted = 1;
CREATE INDEX enquiries_by_network ON enquiries (network, received_at) WHERE counted = 1;
CREATE INDEX enquiries_by_token ON enquiries (token_nonce) WHERE token_nonce <> '';

-- One row per surge: one open at a time (last_at within the surge window), shared by replicas. Its
-- notice is a digest (digests.surge_uid), made when the surge starts and sent a little later
-- (Route.Surge.Gather) with the surge's first enquiries, the likeliest named first.
CREATE TABLE surges (
    uid        TEXT PRIMARY KEY,
    started_at TEXT NOT NULL,
    last_at    TEXT NOT NULL,
    notice_uid TEXT NOT NULL,
    reason     TEXT NOT NULL DEFAULT ''  -- why its first enquiry was one of a surge
);
CREATE INDEX surges_by_last_at ON surges (last_at);
ALTER TABLE digests ADD COLUMN surge_uid TEXT;

-- New is read a page at a time in its own order (folders.go folderKeys): the newest day first,
-- the likeliest first within a day.
DROP INDEX enquiries_new;
CREATE INDEX enquiries_new ON enquiries (substr(received_at,1,10), likelihood, received_at, id)
    WHERE verdict = 'inbox' AND handled_at IS NULL;
