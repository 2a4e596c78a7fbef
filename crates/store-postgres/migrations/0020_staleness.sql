-- Generated from crates/store/src/staleness.rs (SCOPES and LEARNER): the
-- triggers that move each cached read's revision in the writing
-- transaction. Do not edit: change the declaration and run
-- FRONTLOOP_WRITE_STALENESS=1 cargo test -p frontloop-store staleness.
INSERT INTO read_revisions (scope, revision) VALUES ('catalogue', 1) ON CONFLICT (scope) DO NOTHING;

CREATE OR REPLACE FUNCTION move_community_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community';
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS community_posts_moves_community ON community_posts;
CREATE TRIGGER community_posts_moves_community AFTER INSERT OR UPDATE OR DELETE ON community_posts
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS comments_moves_community ON comments;
CREATE TRIGGER comments_moves_community AFTER INSERT OR UPDATE OR DELETE ON comments
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS tasks_moves_community ON tasks;
CREATE TRIGGER tasks_moves_community AFTER INSERT OR UPDATE OR DELETE ON tasks
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS task_tags_moves_community ON task_tags;
CREATE TRIGGER task_tags_moves_community AFTER INSERT OR UPDATE OR DELETE ON task_tags
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS blocks_moves_community ON blocks;
CREATE TRIGGER blocks_moves_community AFTER INSERT OR UPDATE OR DELETE ON blocks
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS users_update_moves_community ON users;
CREATE TRIGGER users_update_moves_community AFTER UPDATE OF login, name, avatar_url, suspended_at ON users
    FOR EACH ROW WHEN (OLD.login IS DISTINCT FROM NEW.login OR OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.suspended_at IS DISTINCT FROM NEW.suspended_at) EXECUTE FUNCTION move_community_revision();

DROP TRIGGER IF EXISTS users_delete_moves_community ON users;
CREATE TRIGGER users_delete_moves_community AFTER DELETE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();

CREATE OR REPLACE FUNCTION move_content_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'content';
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS blog_posts_moves_content ON blog_posts;
CREATE TRIGGER blog_posts_moves_content AFTER INSERT OR UPDATE OR DELETE ON blog_posts
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

DROP TRIGGER IF EXISTS blog_post_categories_moves_content ON blog_post_categories;
CREATE TRIGGER blog_post_categories_moves_content AFTER INSERT OR UPDATE OR DELETE ON blog_post_categories
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

DROP TRIGGER IF EXISTS learning_paths_moves_content ON learning_paths;
CREATE TRIGGER learning_paths_moves_content AFTER INSERT OR UPDATE OR DELETE ON learning_paths
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

DROP TRIGGER IF EXISTS path_items_moves_content ON path_items;
CREATE TRIGGER path_items_moves_content AFTER INSERT OR UPDATE OR DELETE ON path_items
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

DROP TRIGGER IF EXISTS tasks_moves_content ON tasks;
CREATE TRIGGER tasks_moves_content AFTER INSERT OR UPDATE OR DELETE ON tasks
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

DROP TRIGGER IF EXISTS task_tags_moves_content ON task_tags;
CREATE TRIGGER task_tags_moves_content AFTER INSERT OR UPDATE OR DELETE ON task_tags
    FOR EACH STATEMENT EXECUTE FUNCTION move_content_revision();

CREATE OR REPLACE FUNCTION move_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'catalogue';
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS tasks_moves_catalogue ON tasks;
CREATE TRIGGER tasks_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON tasks
    FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();

DROP TRIGGER IF EXISTS task_tags_moves_catalogue ON task_tags;
CREATE TRIGGER task_tags_moves_catalogue AFTER INSERT OR UPDATE OR DELETE ON task_tags
    FOR EACH STATEMENT EXECUTE FUNCTION move_catalogue_revision();

CREATE OR REPLACE FUNCTION move_learner_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE users SET progress_revision = progress_revision + 1 WHERE id = OLD.user_id;
    ELSE
        UPDATE users SET progress_revision = progress_revision + 1 WHERE id = NEW.user_id;
    END IF;
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS progress_moves_learner ON progress;
CREATE TRIGGER progress_moves_learner AFTER INSERT OR UPDATE OR DELETE ON progress
    FOR EACH ROW EXECUTE FUNCTION move_learner_revision();
