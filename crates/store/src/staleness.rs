//! Staleness in one place: which writes move which revision. The server
//! keeps reads rendered in memory and checks each against a revision that
//! the writes it depends on move in their own transaction, so that no
//! writer can forget it and another instance's write counts the same:
//!
//! - a scope of `read_revisions` ([`ReadScope`]): the community, the
//!   published content, the catalogue;
//! - a learner's `users.progress_revision`: their progress records.
//!
//! [`SCOPES`] and [`LEARNER`] declare it; the triggers of both databases are
//! generated from them (`crates/store-sqlite/migrations/0020_staleness.sql`
//! and `crates/store-postgres/migrations/0020_staleness.sql`), and a test
//! here fails when a committed migration is not what the declaration gives
//! (`FRONTLOOP_WRITE_STALENESS=1 cargo test -p frontloop-store staleness`
//! writes them again).

use std::fmt::Write as _;

use crate::models::ReadScope;

/// Which writes of a table move a scope.
#[derive(Debug, Clone, Copy)]
pub enum Writes {
    /// Every insert, update and delete.
    All,
    /// Updates that change one of these columns, and deletes.
    Columns(&'static [&'static str]),
}

/// A table whose writes move a scope.
#[derive(Debug, Clone, Copy)]
pub struct Source {
    pub table: &'static str,
    pub writes: Writes,
}

const fn all(table: &'static str) -> Source {
    Source { table, writes: Writes::All }
}

/// Every scope and the tables whose writes move it.
pub const SCOPES: [(ReadScope, &[Source]); 3] = [
    (
        ReadScope::Community,
        &[
            all("community_posts"),
            all("comments"),
            all("tasks"),
            all("task_tags"),
            all("blocks"),
            // Authors' names and pictures are shown, suspended ones hidden.
            Source { table: "users", writes: Writes::Columns(&["login", "name", "avatar_url", "suspended_at"]) },
        ],
    ),
    (
        ReadScope::Content,
        &[
            all("blog_posts"),
            all("blog_post_categories"),
            all("learning_paths"),
            all("path_items"),
            all("tasks"),
            all("task_tags"),
        ],
    ),
    (ReadScope::Catalogue, &[all("tasks"), all("task_tags")]),
];

/// The table whose writes move a learner's progress revision, and the
/// column that names the learner.
pub const LEARNER: (&str, &str) = ("progress", "user_id");

const EVENTS: [&str; 3] = ["INSERT", "UPDATE", "DELETE"];

/// The SQLite migration that makes the triggers of the declaration.
pub fn sqlite_migration() -> String {
    let mut sql = header();
    for (scope, sources) in SCOPES {
        let scope = scope.as_str();
        let bump = format!("BEGIN UPDATE read_revisions SET revision = revision + 1 WHERE scope = '{scope}'; END;");
        for source in sources {
            let table = source.table;
            for event in EVENTS {
                let name = format!("{table}_{}_moves_{scope}", event.to_ascii_lowercase());
                let _ = writeln!(sql, "DROP TRIGGER IF EXISTS {name};");
                let trigger = match (source.writes, event) {
                    (Writes::All, _) => Some(format!("AFTER {event} ON {table}\n{bump}")),
                    (Writes::Columns(columns), "UPDATE") => {
                        let changed: Vec<String> = columns.iter().map(|c| format!("OLD.{c} IS NOT NEW.{c}")).collect();
                        Some(format!(
                            "AFTER UPDATE OF {} ON {table}\nFOR EACH ROW WHEN {}\n{bump}",
                            columns.join(", "),
                            changed.join(" OR ")
                        ))
                    }
                    (Writes::Columns(_), "DELETE") => Some(format!("AFTER DELETE ON {table}\n{bump}")),
                    (Writes::Columns(_), _) => None,
                };
                if let Some(trigger) = trigger {
                    let _ = writeln!(sql, "CREATE TRIGGER {name} {trigger}\n");
                }
            }
        }
    }
    let (table, user) = LEARNER;
    for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
        let name = format!("{table}_{}_moves_learner", event.to_ascii_lowercase());
        let _ = writeln!(
            sql,
            "DROP TRIGGER IF EXISTS {name};\nCREATE TRIGGER {name} AFTER {event} ON {table}\n\
             BEGIN UPDATE users SET progress_revision = progress_revision + 1 WHERE id = {row}.{user}; END;\n"
        );
    }
    sql
}

/// The PostgreSQL migration that makes the triggers of the declaration.
pub fn postgres_migration() -> String {
    let mut sql = header();
    for (scope, sources) in SCOPES {
        let scope = scope.as_str();
        let _ = writeln!(
            sql,
            "CREATE OR REPLACE FUNCTION move_{scope}_revision() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n    \
             UPDATE read_revisions SET revision = revision + 1 WHERE scope = '{scope}';\n    RETURN NULL;\nEND $$;\n"
        );
        for source in sources {
            let table = source.table;
            let run = format!("EXECUTE FUNCTION move_{scope}_revision();");
            match source.writes {
                Writes::All => {
                    let name = format!("{table}_moves_{scope}");
                    let _ = writeln!(
                        sql,
                        "DROP TRIGGER IF EXISTS {name} ON {table};\nCREATE TRIGGER {name} AFTER INSERT OR UPDATE OR \
                         DELETE ON {table}\n    FOR EACH STATEMENT {run}\n"
                    );
                }
                Writes::Columns(columns) => {
                    let changed: Vec<String> =
                        columns.iter().map(|c| format!("OLD.{c} IS DISTINCT FROM NEW.{c}")).collect();
                    let _ = writeln!(
                        sql,
                        "DROP TRIGGER IF EXISTS {table}_update_moves_{scope} ON {table};\nCREATE TRIGGER \
                         {table}_update_moves_{scope} AFTER UPDATE OF {} ON {table}\n    FOR EACH ROW WHEN ({}) {run}\n\n\
                         DROP TRIGGER IF EXISTS {table}_delete_moves_{scope} ON {table};\nCREATE TRIGGER \
                         {table}_delete_moves_{scope} AFTER DELETE ON {table}\n    FOR EACH STATEMENT {run}\n",
                        columns.join(", "),
                        changed.join(" OR ")
                    );
                }
            }
        }
    }
    let (table, user) = LEARNER;
    let _ = writeln!(
        sql,
        "CREATE OR REPLACE FUNCTION move_learner_revision() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n    \
         IF TG_OP = 'DELETE' THEN\n        \
         UPDATE users SET progress_revision = progress_revision + 1 WHERE id = OLD.{user};\n    ELSE\n        \
         UPDATE users SET progress_revision = progress_revision + 1 WHERE id = NEW.{user};\n    END IF;\n    \
         RETURN NULL;\nEND $$;\n\nDROP TRIGGER IF EXISTS {table}_moves_learner ON {table};\nCREATE TRIGGER \
         {table}_moves_learner AFTER INSERT OR UPDATE OR DELETE ON {table}\n    FOR EACH ROW EXECUTE FUNCTION \
         move_learner_revision();"
    );
    sql
}

/// What both migrations say first: what they are, and the catalogue's row.
fn header() -> String {
    "-- Generated from crates/store/src/staleness.rs (SCOPES and LEARNER): the\n\
     -- triggers that move each cached read's revision in the writing\n\
     -- transaction. Do not edit: change the declaration and run\n\
     -- FRONTLOOP_WRITE_STALENESS=1 cargo test -p frontloop-store staleness.\n\
     INSERT INTO read_revisions (scope, revision) VALUES ('catalogue', 1) ON CONFLICT (scope) DO NOTHING;\n\n"
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed migration at `path` (from this crate) is `generated`;
    /// with `FRONTLOOP_WRITE_STALENESS=1` it is written instead.
    fn committed(path: &str, generated: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        if std::env::var("FRONTLOOP_WRITE_STALENESS").as_deref() == Ok("1") {
            std::fs::write(&path, generated).expect("write the migration");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{} is not what crates/store/src/staleness.rs declares; run \
             FRONTLOOP_WRITE_STALENESS=1 cargo test -p frontloop-store staleness",
            path.display()
        );
    }

    #[test]
    fn the_committed_triggers_are_the_declarations() {
        committed("../store-sqlite/migrations/0020_staleness.sql", &sqlite_migration());
        committed("../store-postgres/migrations/0020_staleness.sql", &postgres_migration());
    }

    #[test]
    fn every_scope_is_declared_once_and_moved_by_some_table() {
        let scopes: Vec<&str> = SCOPES.iter().map(|(scope, _)| scope.as_str()).collect();
        assert_eq!(scopes, ["community", "content", "catalogue"]);
        assert!(SCOPES.iter().all(|(_, sources)| !sources.is_empty()));
        let sqlite = sqlite_migration();
        assert!(sqlite.contains("CREATE TRIGGER users_update_moves_community AFTER UPDATE OF login, name"));
        assert!(sqlite.contains("CREATE TRIGGER progress_delete_moves_learner AFTER DELETE ON progress"));
        assert!(postgres_migration().contains("CREATE TRIGGER tasks_moves_catalogue AFTER INSERT OR UPDATE OR DELETE"));
    }
}
