-- Cover image and attachments of an article: platform files (the back office owns them, no enterprise
-- does), stored as the file table's facts {name, size, type, url}. Readers get signed URLs of them only
-- while the article is published (docs/decisions.md "Headline files").
ALTER TABLE content_article ADD COLUMN cover jsonb;
ALTER TABLE content_article ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
