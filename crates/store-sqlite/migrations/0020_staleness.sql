-- Generated from crates/store/src/staleness.rs (SCOPES and LEARNER): the
-- triggers that move each cached read's revision in the writing
-- transaction. Do not edit: change the declaration and run
-- FRONTLOOP_WRITE_STALENESS=1 cargo test -p frontloop-store staleness.
INSERT INTO read_revisions (scope, revision) VALUES ('catalogue', 1) ON CONFLICT (scope) DO NOTHING;

DROP TRIGGER IF EXISTS community_posts_insert_moves_community;
CREATE TRIGGER community_posts_insert_moves_community AFTER INSERT ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS community_posts_update_moves_community;
CREATE TRIGGER community_posts_update_moves_community AFTER UPDATE ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS community_posts_delete_moves_community;
CREATE TRIGGER community_posts_delete_moves_community AFTER DELETE ON community_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS comments_insert_moves_community;
CREATE TRIGGER comments_insert_moves_community AFTER INSERT ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS comments_update_moves_community;
CREATE TRIGGER comments_update_moves_community AFTER UPDATE ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS comments_delete_moves_community;
CREATE TRIGGER comments_delete_moves_community AFTER DELETE ON comments
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS tasks_insert_moves_community;
CREATE TRIGGER tasks_insert_moves_community AFTER INSERT ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS tasks_update_moves_community;
CREATE TRIGGER tasks_update_moves_community AFTER UPDATE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS tasks_delete_moves_community;
CREATE TRIGGER tasks_delete_moves_community AFTER DELETE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS task_tags_insert_moves_community;
CREATE TRIGGER task_tags_insert_moves_community AFTER INSERT ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS task_tags_update_moves_community;
CREATE TRIGGER task_tags_update_moves_community AFTER UPDATE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS task_tags_delete_moves_community;
CREATE TRIGGER task_tags_delete_moves_community AFTER DELETE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS blocks_insert_moves_community;
CREATE TRIGGER blocks_insert_moves_community AFTER INSERT ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS blocks_update_moves_community;
CREATE TRIGGER blocks_update_moves_community AFTER UPDATE ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS blocks_delete_moves_community;
CREATE TRIGGER blocks_delete_moves_community AFTER DELETE ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS users_insert_moves_community;
DROP TRIGGER IF EXISTS users_update_moves_community;
CREATE TRIGGER users_update_moves_community AFTER UPDATE OF login, name, avatar_url, suspended_at ON users
FOR EACH ROW WHEN OLD.login IS NOT NEW.login OR OLD.name IS NOT NEW.name OR OLD.avatar_url IS NOT NEW.avatar_url OR OLD.suspended_at IS NOT NEW.suspended_at
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS users_delete_moves_community;
CREATE TRIGGER users_delete_moves_community AFTER DELETE ON users
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

DROP TRIGGER IF EXISTS blog_posts_insert_moves_content;
CREATE TRIGGER blog_posts_insert_moves_content AFTER INSERT ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS blog_posts_update_moves_content;
CREATE TRIGGER blog_posts_update_moves_content AFTER UPDATE ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS blog_posts_delete_moves_content;
CREATE TRIGGER blog_posts_delete_moves_content AFTER DELETE ON blog_posts
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS blog_post_categories_insert_moves_content;
CREATE TRIGGER blog_post_categories_insert_moves_content AFTER INSERT ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS blog_post_categories_update_moves_content;
CREATE TRIGGER blog_post_categories_update_moves_content AFTER UPDATE ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS blog_post_categories_delete_moves_content;
CREATE TRIGGER blog_post_categories_delete_moves_content AFTER DELETE ON blog_post_categories
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS learning_paths_insert_moves_content;
CREATE TRIGGER learning_paths_insert_moves_content AFTER INSERT ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS learning_paths_update_moves_content;
CREATE TRIGGER learning_paths_update_moves_content AFTER UPDATE ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS learning_paths_delete_moves_content;
CREATE TRIGGER learning_paths_delete_moves_content AFTER DELETE ON learning_paths
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS path_items_insert_moves_content;
CREATE TRIGGER path_items_insert_moves_content AFTER INSERT ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS path_items_update_moves_content;
CREATE TRIGGER path_items_update_moves_content AFTER UPDATE ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS path_items_delete_moves_content;
CREATE TRIGGER path_items_delete_moves_content AFTER DELETE ON path_items
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS tasks_insert_moves_content;
CREATE TRIGGER tasks_insert_moves_content AFTER INSERT ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS tasks_update_moves_content;
CREATE TRIGGER tasks_update_moves_content AFTER UPDATE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS tasks_delete_moves_content;
CREATE TRIGGER tasks_delete_moves_content AFTER DELETE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS task_tags_insert_moves_content;
CREATE TRIGGER task_tags_insert_moves_content AFTER INSERT ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS task_tags_update_moves_content;
CREATE TRIGGER task_tags_update_moves_content AFTER UPDATE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS task_tags_delete_moves_content;
CREATE TRIGGER task_tags_delete_moves_content AFTER DELETE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content'; END;

DROP TRIGGER IF EXISTS tasks_insert_moves_catalogue;
CREATE TRIGGER tasks_insert_moves_catalogue AFTER INSERT ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS tasks_update_moves_catalogue;
CREATE TRIGGER tasks_update_moves_catalogue AFTER UPDATE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS tasks_delete_moves_catalogue;
CREATE TRIGGER tasks_delete_moves_catalogue AFTER DELETE ON tasks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS task_tags_insert_moves_catalogue;
CREATE TRIGGER task_tags_insert_moves_catalogue AFTER INSERT ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS task_tags_update_moves_catalogue;
CREATE TRIGGER task_tags_update_moves_catalogue AFTER UPDATE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS task_tags_delete_moves_catalogue;
CREATE TRIGGER task_tags_delete_moves_catalogue AFTER DELETE ON task_tags
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue'; END;

DROP TRIGGER IF EXISTS progress_insert_moves_learner;
CREATE TRIGGER progress_insert_moves_learner AFTER INSERT ON progress
BEGIN UPDATE users SET progress_revision = progress_revision + 1 WHERE id = NEW.user_id; END;

DROP TRIGGER IF EXISTS progress_update_moves_learner;
CREATE TRIGGER progress_update_moves_learner AFTER UPDATE ON progress
BEGIN UPDATE users SET progress_revision = progress_revision + 1 WHERE id = NEW.user_id; END;

DROP TRIGGER IF EXISTS progress_delete_moves_learner;
CREATE TRIGGER progress_delete_moves_learner AFTER DELETE ON progress
BEGIN UPDATE users SET progress_revision = progress_revision + 1 WHERE id = OLD.user_id; END;

