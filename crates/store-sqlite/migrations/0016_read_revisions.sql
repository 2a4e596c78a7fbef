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

CREATE TRIGGER community_posts_insert_moves_community AFTER INSERT ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER community_posts_update_moves_community AFTER UPDATE ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER community_posts_delete_moves_community AFTER DELETE ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER comments_insert_moves_community AFTER INSERT ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER comments_update_moves_community AFTER UPDATE ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER comments_delete_moves_community AFTER DELETE ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER tasks_insert_moves_community AFTER INSERT ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER tasks_update_moves_community AFTER UPDATE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER tasks_delete_moves_community AFTER DELETE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER task_tags_insert_moves_community AFTER INSERT ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER task_tags_update_moves_community AFTER UPDATE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER task_tags_delete_moves_community AFTER DELETE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER blog_posts_insert_moves_content AFTER INSERT ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER blog_posts_update_moves_content AFTER UPDATE ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER blog_posts_delete_moves_content AFTER DELETE ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER blog_post_categories_insert_moves_content AFTER INSERT ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER blog_post_categories_update_moves_content AFTER UPDATE ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER blog_post_categories_delete_moves_content AFTER DELETE ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER learning_paths_insert_moves_content AFTER INSERT ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER learning_paths_update_moves_content AFTER UPDATE ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER learning_paths_delete_moves_content AFTER DELETE ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER path_items_insert_moves_content AFTER INSERT ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER path_items_update_moves_content AFTER UPDATE ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER path_items_delete_moves_content AFTER DELETE ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER tasks_insert_moves_content AFTER INSERT ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER tasks_update_moves_content AFTER UPDATE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER tasks_delete_moves_content AFTER DELETE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER task_tags_insert_moves_content AFTER INSERT ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER task_tags_update_moves_content AFTER UPDATE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER task_tags_delete_moves_content AFTER DELETE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

CREATE TRIGGER users_update_moves_community AFTER UPDATE OF login, name, avatar_url, suspended_at ON users
FOR EACH ROW WHEN OLD.login IS NOT NEW.login OR OLD.name IS NOT NEW.name OR OLD.avatar_url IS NOT NEW.avatar_url OR OLD.suspended_at IS NOT NEW.suspended_at
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER users_delete_moves_community AFTER DELETE ON users
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

-- A signed-in reader's own hidden posts (their feed shows them, nobody
-- else's does): found without reading all of a prolific author's posts.
CREATE INDEX community_posts_hidden_author ON community_posts (user_id) WHERE hidden_at IS NOT NULL;
