//! One schema: the SQLite and PostgreSQL migrations are two spellings of
//! the same tables. Both databases are migrated, read back from their
//! catalogues and compared: tables, columns, types (mapped), nullability,
//! defaults, primary keys, indexes (columns, uniqueness, partial), foreign
//! keys (with their delete rule), the number of check constraints per
//! table, and which writes of which table fire triggers. A migration added
//! to one tree and not the other, or spelled differently, fails here with
//! the difference named.

use std::collections::{BTreeMap, BTreeSet};

use sqlx::{Connection, Row};

use crate::common::{Backend, TestApp};

/// What both databases must agree on about one table.
#[derive(Debug, Default, PartialEq, Eq)]
struct Table {
    /// Column → (type, not null, default).
    columns: BTreeMap<String, (String, bool, Option<String>)>,
    primary_key: Vec<String>,
    /// (columns, unique, partial).
    indexes: BTreeSet<(String, bool, bool)>,
    /// (columns, referenced table, referenced columns, on delete).
    foreign_keys: BTreeSet<(String, String, String, String)>,
    checks: usize,
    /// INSERT, UPDATE, DELETE.
    triggers: BTreeSet<String>,
}

type Schema = BTreeMap<String, Table>;

/// The same type under both names: SQLite's declared type or PostgreSQL's
/// `data_type`.
fn mapped_type(declared: &str) -> String {
    match declared.trim().to_ascii_lowercase().as_str() {
        "bigint" | "integer" | "int" | "int8" => "int64".into(),
        "int4" => "int32".into(),
        "text" | "character varying" | "varchar" => "text".into(),
        "blob" | "bytea" => "bytes".into(),
        "real" | "double" | "double precision" | "float8" => "float64".into(),
        "boolean" | "bool" => "bool".into(),
        other => other.into(),
    }
}

/// A default without PostgreSQL's casts or either database's parentheses.
fn normalized_default(default: Option<String>) -> Option<String> {
    let mut text = default?.trim().to_owned();
    while text.starts_with('(') && text.ends_with(')') {
        text = text[1..text.len() - 1].trim().to_owned();
    }
    if let Some(at) = text.find("::") {
        if text[..at].ends_with('\'') || text[..at].chars().all(|c| c.is_ascii_digit() || c == '-') {
            text.truncate(at);
        }
    }
    Some(text)
}

fn delete_rule(rule: &str) -> String {
    match rule {
        "a" | "NO ACTION" => "no action",
        "r" | "RESTRICT" => "restrict",
        "c" | "CASCADE" => "cascade",
        "n" | "SET NULL" => "set null",
        "d" | "SET DEFAULT" => "set default",
        other => other,
    }
    .to_owned()
}

async fn sqlite_schema(url: &str) -> Schema {
    let mut db = sqlx::SqliteConnection::connect(url).await.expect("open SQLite");
    let tables = sqlx::query(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         AND name <> '_sqlx_migrations' ORDER BY name",
    )
    .fetch_all(&mut db)
    .await
    .expect("tables");
    let check = regex_lite_count;
    let mut schema = Schema::new();
    for row in tables {
        let name: String = row.get("name");
        let sql: String = row.get("sql");
        // Comments are kept in the stored statement: they are not constraints.
        let code: String = sql.lines().map(|line| line.split("--").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
        let mut table = Table { checks: check(&code, "CHECK"), ..Table::default() };
        let columns =
            sqlx::query("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid")
                .bind(&name)
                .fetch_all(&mut db)
                .await
                .expect("columns");
        let mut key: Vec<(i64, String)> = Vec::new();
        for column in columns {
            let column_name: String = column.get("name");
            let pk: i64 = column.get("pk");
            if pk > 0 {
                key.push((pk, column_name.clone()));
            }
            let not_null = column.get::<i64, _>("notnull") != 0 || pk > 0;
            let declared: String = column.get("type");
            table
                .columns
                .insert(column_name, (mapped_type(&declared), not_null, normalized_default(column.get("dflt_value"))));
        }
        key.sort();
        table.primary_key = key.into_iter().map(|(_, column)| column).collect();
        let indexes = sqlx::query("SELECT name, \"unique\", origin, partial FROM pragma_index_list(?)")
            .bind(&name)
            .fetch_all(&mut db)
            .await
            .expect("indexes");
        for index in indexes {
            if index.get::<String, _>("origin") == "pk" {
                continue;
            }
            let index_name: String = index.get("name");
            let columns: Vec<String> =
                sqlx::query("SELECT COALESCE(name, 'expr') AS name FROM pragma_index_info(?) ORDER BY seqno")
                    .bind(&index_name)
                    .fetch_all(&mut db)
                    .await
                    .expect("index columns")
                    .iter()
                    .map(|r| r.get("name"))
                    .collect();
            table.indexes.insert((
                columns.join(","),
                index.get::<i64, _>("unique") != 0,
                index.get::<i64, _>("partial") != 0,
            ));
        }
        let keys = sqlx::query(
            "SELECT id, \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq",
        )
        .bind(&name)
        .fetch_all(&mut db)
        .await
        .expect("foreign keys");
        let mut by_id: BTreeMap<i64, (Vec<String>, String, Vec<String>, String)> = BTreeMap::new();
        for key in keys {
            let entry = by_id.entry(key.get("id")).or_insert_with(|| {
                (Vec::new(), key.get("table"), Vec::new(), delete_rule(&key.get::<String, _>("on_delete")))
            });
            entry.0.push(key.get("from"));
            entry.2.push(key.get::<Option<String>, _>("to").unwrap_or_default());
        }
        for (_, (from, to_table, to, rule)) in by_id {
            table.foreign_keys.insert((from.join(","), to_table, to.join(","), rule));
        }
        schema.insert(name, table);
    }
    // A reference to a table's key that names no column means its primary key.
    let keys: BTreeMap<String, String> = schema.iter().map(|(n, t)| (n.clone(), t.primary_key.join(","))).collect();
    for table in schema.values_mut() {
        table.foreign_keys = std::mem::take(&mut table.foreign_keys)
            .into_iter()
            .map(|(from, to_table, to, rule)| {
                let to = if to.split(',').all(str::is_empty) { keys.get(&to_table).cloned().unwrap_or(to) } else { to };
                (from, to_table, to, rule)
            })
            .collect();
    }
    let triggers = sqlx::query("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
        .fetch_all(&mut db)
        .await
        .expect("triggers");
    for trigger in triggers {
        let table: String = trigger.get("tbl_name");
        let sql = trigger.get::<String, _>("sql").to_ascii_uppercase();
        let event = ["INSERT", "UPDATE", "DELETE"]
            .into_iter()
            .filter_map(|event| sql.find(&format!(" {event} ")).map(|at| (at, event)))
            .min()
            .map(|(_, event)| event.to_owned());
        if let (Some(event), Some(entry)) = (event, schema.get_mut(&table)) {
            entry.triggers.insert(event);
        }
    }
    schema
}

/// How often `word` stands in `sql` as a word (any case).
fn regex_lite_count(sql: &str, word: &str) -> usize {
    let upper = sql.to_ascii_uppercase();
    upper
        .match_indices(word)
        .filter(|(at, _)| {
            let before = upper[..*at].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
            let after = upper[at + word.len()..].chars().next().is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
            before && after
        })
        .count()
}

async fn postgres_schema(url: &str) -> Schema {
    let mut db = sqlx::PgConnection::connect(url).await.expect("connect to PostgreSQL");
    let mut schema = Schema::new();
    let columns = sqlx::query(
        "SELECT c.table_name::text AS table_name, c.column_name::text AS column_name, c.data_type::text AS data_type, \
         c.is_nullable::text AS is_nullable, c.column_default::text AS column_default \
         FROM information_schema.columns c JOIN information_schema.tables t \
         ON t.table_name = c.table_name AND t.table_schema = c.table_schema \
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> '_sqlx_migrations' \
         ORDER BY c.table_name, c.ordinal_position",
    )
    .fetch_all(&mut db)
    .await
    .expect("columns");
    for column in columns {
        let table = schema.entry(column.get("table_name")).or_default();
        let declared: String = column.get("data_type");
        table.columns.insert(
            column.get("column_name"),
            (
                mapped_type(&declared),
                column.get::<String, _>("is_nullable") == "NO",
                normalized_default(column.get("column_default")),
            ),
        );
    }
    let attributes = |array: &str, relation: &str| {
        format!(
            "(SELECT string_agg(COALESCE(a.attname::text, 'expr'), ',' ORDER BY k.ord) FROM unnest({array}) \
             WITH ORDINALITY k(n, ord) LEFT JOIN pg_attribute a ON a.attrelid = {relation} AND a.attnum = k.n)"
        )
    };
    let keys = sqlx::query(&format!(
        "SELECT c.conrelid::regclass::text AS table_name, c.contype::text AS kind, {} AS columns, \
         c.confrelid::regclass::text AS to_table, {} AS to_columns, c.confdeltype::text AS on_delete \
         FROM pg_constraint c WHERE c.connamespace = 'public'::regnamespace AND c.contype IN ('p', 'f', 'c')",
        attributes("c.conkey", "c.conrelid"),
        attributes("c.confkey", "c.confrelid"),
    ))
    .fetch_all(&mut db)
    .await
    .expect("constraints");
    for key in keys {
        let Some(table) = schema.get_mut(&key.get::<String, _>("table_name")) else { continue };
        let columns: Option<String> = key.get("columns");
        match key.get::<String, _>("kind").as_str() {
            "p" => table.primary_key = columns.unwrap_or_default().split(',').map(str::to_owned).collect(),
            "f" => {
                table.foreign_keys.insert((
                    columns.unwrap_or_default(),
                    key.get("to_table"),
                    key.get::<Option<String>, _>("to_columns").unwrap_or_default(),
                    delete_rule(&key.get::<String, _>("on_delete")),
                ));
            }
            _ => table.checks += 1,
        }
    }
    let indexes = sqlx::query(&format!(
        "SELECT t.relname::text AS table_name, ix.indisunique AS is_unique, ix.indpred IS NOT NULL AS partial, \
         {} AS columns FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid \
         JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public' AND NOT ix.indisprimary",
        attributes("ix.indkey", "t.oid"),
    ))
    .fetch_all(&mut db)
    .await
    .expect("indexes");
    for index in indexes {
        let Some(table) = schema.get_mut(&index.get::<String, _>("table_name")) else { continue };
        table.indexes.insert((
            index.get::<Option<String>, _>("columns").unwrap_or_default(),
            index.get("is_unique"),
            index.get("partial"),
        ));
    }
    let triggers = sqlx::query(
        "SELECT DISTINCT event_object_table::text AS table_name, event_manipulation::text AS event \
         FROM information_schema.triggers WHERE trigger_schema = 'public'",
    )
    .fetch_all(&mut db)
    .await
    .expect("triggers");
    for trigger in triggers {
        if let Some(table) = schema.get_mut(&trigger.get::<String, _>("table_name")) {
            table.triggers.insert(trigger.get("event"));
        }
    }
    schema
}

/// Every difference between the two schemas, one line each.
fn differences(sqlite: &Schema, postgres: &Schema) -> Vec<String> {
    let mut found = Vec::new();
    for name in sqlite.keys().chain(postgres.keys()).collect::<BTreeSet<_>>() {
        let (Some(a), Some(b)) = (sqlite.get(name), postgres.get(name)) else {
            let side = if sqlite.contains_key(name) { "SQLite" } else { "PostgreSQL" };
            found.push(format!("table {name} exists only in {side}"));
            continue;
        };
        for column in a.columns.keys().chain(b.columns.keys()).collect::<BTreeSet<_>>() {
            match (a.columns.get(column), b.columns.get(column)) {
                (Some(x), Some(y)) if x == y => {}
                (x, y) => found.push(format!("{name}.{column}: SQLite {x:?}, PostgreSQL {y:?}")),
            }
        }
        let pairs: [(&str, String, String); 5] = [
            ("primary key", format!("{:?}", a.primary_key), format!("{:?}", b.primary_key)),
            ("indexes", format!("{:?}", a.indexes), format!("{:?}", b.indexes)),
            ("foreign keys", format!("{:?}", a.foreign_keys), format!("{:?}", b.foreign_keys)),
            ("check constraints", a.checks.to_string(), b.checks.to_string()),
            ("triggers on", format!("{:?}", a.triggers), format!("{:?}", b.triggers)),
        ];
        for (what, x, y) in pairs {
            if x != y {
                found.push(format!("{name} {what}: SQLite {x}, PostgreSQL {y}"));
            }
        }
    }
    found
}

#[tokio::test]
async fn both_databases_migrate_to_one_schema() {
    let Some(postgres) = TestApp::spawn(Backend::Postgres).await else { return };
    let sqlite = TestApp::spawn(Backend::Sqlite).await.expect("SQLite");
    let (a, b) = (sqlite_schema(&sqlite.database_url).await, postgres_schema(&postgres.database_url).await);
    assert!(a.len() > 30, "read {} tables", a.len());
    let found = differences(&a, &b);
    assert!(found.is_empty(), "the two migration trees differ:\n{}", found.join("\n"));
    sqlite.finish().await;
    postgres.finish().await;
}

#[test]
fn a_difference_is_named() {
    let mut a = Schema::new();
    a.insert("users".into(), Table { checks: 1, ..Table::default() });
    a.get_mut("users").map(|t| t.columns.insert("login".into(), ("text".into(), true, None)));
    let mut b = Schema::new();
    b.insert("users".into(), Table::default());
    b.insert("extra".into(), Table::default());
    b.get_mut("users").map(|t| t.columns.insert("login".into(), ("text".into(), false, None)));
    let found = differences(&a, &b);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[0].contains("extra exists only in PostgreSQL"));
    assert!(found.iter().any(|f| f.starts_with("users.login")));
    assert!(found.iter().any(|f| f.contains("check constraints")));
    assert_eq!(normalized_default(Some("'public'::text".into())), Some("'public'".into()));
    assert_eq!(normalized_default(Some("(0)".into())), Some("0".into()));
    assert_eq!(mapped_type("BIGINT"), mapped_type("bigint"));
    assert_eq!(regex_lite_count("a CHECK (x) CHECKED check(y)", "CHECK"), 2);
}
