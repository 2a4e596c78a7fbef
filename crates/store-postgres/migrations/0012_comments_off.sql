-- An author can turn comments off on their own post (docs/community.md):
-- the comments already there stay, no new one is accepted.
ALTER TABLE community_posts ADD COLUMN comments_off BIGINT NOT NULL DEFAULT 0;
