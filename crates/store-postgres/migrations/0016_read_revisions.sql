-- Revisions of what the server keeps rendered in memory (docs/performance.md):
-- every write that changes a cached read moves its scope's revision in the
-- writing transaction, by these triggers, so that no writer can forget it.
-- A request reads the revision (one cheap statement) and answers from memory
-- while it holds; another instance's writes move it just the same.
--   community: the feed, a post and its comments (posts, comments, their
--              authors' names, avatars and suspensions, the challenges shown)
--   content:   the blog, the learning paths list (posts, paths, their items
--              and counters, the challenges they list)
CREATE TABLE read_revisions (
    scope     TEXT   PRIMARY KEY,
    revision  BIGINT NOT NULL
);
INSERT INTO read_revisions (scope, revision) VALUES ('community', 1), ('content', 1);

CREATE FUNCTION move_community_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community';
    RETURN NULL;
END $$;

CREATE FUNCTION move_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content';
    RETURN NULL;
END $$;

CREATE TRIGGER community_posts_moves_community AFTER INSERT OR UPDATE OR DELETE ON community_posts
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

CREATE TRIGGER comments_moves_community AFTER INSERT OR UPDATE OR DELETE ON comments
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

CREATE TRIGGER tasks_moves_community AFTER INSERT OR UPDATE OR DELETE ON tasks
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

CREATE TRIGGER task_tags_moves_community AFTER INSERT OR UPDATE OR DELETE ON task_tags
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

CREATE TRIGGER blog_posts_moves_content AFTER INSERT OR UPDATE OR DELETE ON blog_posts
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER blog_post_categories_moves_content AFTER INSERT OR UPDATE OR DELETE ON blog_post_categories
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER learning_paths_moves_content AFTER INSERT OR UPDATE OR DELETE ON learning_paths
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER path_items_moves_content AFTER INSERT OR UPDATE OR DELETE ON path_items
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER tasks_moves_content AFTER INSERT OR UPDATE OR DELETE ON tasks
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER task_tags_moves_content AFTER INSERT OR UPDATE OR DELETE ON task_tags
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE TRIGGER users_update_moves_community AFTER UPDATE OF login, name, avatar_url, suspended_at ON users
    FOR EACH ROW WHEN (OLD.login IS DISTINCT FROM NEW.login OR OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at) EXECUTE FUNCTION move_community_revision();

CREATE TRIGGER users_delete_moves_community AFTER DELETE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

-- A signed-in reader's own hidden posts (their feed shows them, nobody
-- else's does): found without reading all of a prolific author's posts.
CREATE INDEX community_posts_hidden_author ON community_posts (user_id) WHERE hidden_at IS NOT NULL;
