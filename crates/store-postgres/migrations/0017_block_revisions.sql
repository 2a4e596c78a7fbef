-- A block changes what the blocker reads in the community (the blocked
-- learner's posts and comments leave their feed and counts), so it moves the
-- community's revision like any other write that changes those reads: a
-- signed-in reader's rendered feed page is kept per revision
-- (docs/performance.md).
CREATE TRIGGER blocks_moves_community AFTER INSERT OR UPDATE OR DELETE ON blocks
    FOR EACH STATEMENT EXECUTE FUNCTION move_community_revision();
