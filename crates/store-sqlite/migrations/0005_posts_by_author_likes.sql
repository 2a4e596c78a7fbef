-- An author's best-liked post (the achievement facts' `max_post_likes`)
-- is read from the index's last entry for the author instead of from every
-- post row; the author's post count reads the same index.
DROP INDEX community_posts_user;
CREATE INDEX community_posts_user_likes ON community_posts (user_id, likes_count);
