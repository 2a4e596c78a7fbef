-- The popular feed ranks posts by likes with a time decay that never needs
-- recomputing (see docs/community.md): hot = log10(max(likes, 1)) +
-- created_seconds / 45000. It changes only when likes change, so it can be
-- indexed and paged by keyset.
ALTER TABLE community_posts ADD COLUMN hot_score REAL NOT NULL DEFAULT 0;
CREATE INDEX community_posts_hot ON community_posts (hot_score DESC, id DESC);
