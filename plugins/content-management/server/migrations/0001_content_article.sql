-- content-management: environmental headlines the back office writes for every enterprise user.
-- Platform content, not an enterprise's data: no enterprise_id (docs/decisions.md "Headline audience").
CREATE TABLE content_article (
  id bigserial PRIMARY KEY,
  title varchar(100) NOT NULL,
  synopsis varchar(500) NOT NULL DEFAULT '',
  -- Rich text, stored only as sanitizeRichText's output.
  body text NOT NULL DEFAULT '',
  -- Spec §4 news status: 0 unpublished, 1 published, 2 withdrawn.
  news_status smallint NOT NULL DEFAULT 0 CHECK (news_status IN (0, 1, 2)),
  -- Spec §4 synopsis status: 0 withdrawn, 1 unpublished, 2 published (only while the article is published).
  synopsis_status smallint NOT NULL DEFAULT 1 CHECK (synopsis_status IN (0, 1, 2)),
  CHECK (synopsis_status <> 2 OR news_status = 1),
  read_count integer NOT NULL DEFAULT 0,
  published_at timestamptz,
  created_by bigint REFERENCES app_user(id),
  updated_by bigint REFERENCES app_user(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_article_published_idx ON content_article (published_at DESC, id DESC) WHERE news_status = 1;
CREATE INDEX content_article_updated_idx ON content_article (updated_at DESC, id DESC);

-- Readers of an article: the read count counts each user once, however often they open it.
CREATE TABLE content_article_reader (
  article_id bigint NOT NULL REFERENCES content_article(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES app_user(id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, user_id)
);
