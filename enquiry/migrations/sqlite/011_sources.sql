-- Where an enquiry came from (Enquiry.Source): a path of the site, another site's host, and the
-- campaign's utm_source and utm_campaign; '' when unknown.
ALTER TABLE enquiries ADD COLUMN source TEXT NOT NULL DEFAULT '';
