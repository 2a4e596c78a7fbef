-- A block changes what the blocker reads in the community (the blocked
-- learner's posts and comments leave their feed and counts), so it moves the
-- community's revision like any other write that changes those reads: a
-- signed-in reader's rendered feed page is kept per revision
-- (docs/performance.md).
CREATE TRIGGER blocks_insert_moves_community AFTER INSERT ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER blocks_update_moves_community AFTER UPDATE ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;

CREATE TRIGGER blocks_delete_moves_community AFTER DELETE ON blocks
BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = 'community'; END;
