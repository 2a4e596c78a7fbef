//! Where rows go: one connection to SQLite or PostgreSQL, fed multi-row
//! `INSERT … VALUES` statements built from literals. Literals (rather than
//! bind parameters) let one code path serve both databases, and every value
//! is generated here, so quoting is the only escaping needed.

use std::fmt::Write as _;
use std::io::Write as _;
use std::str::FromStr;
use std::time::Instant;

use sqlx::postgres::PgConnection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqliteSynchronous};
use sqlx::{ConnectOptions, Connection};

/// Rows per statement: large enough to amortise the round trip, small
/// enough to stay under SQLite's limits on statement length.
const ROWS_PER_STATEMENT: usize = 1_000;

/// A generator error: the database refused something.
#[derive(Debug, thiserror::Error)]
pub enum SinkError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("{0}")]
    Refused(String),
}

/// An open connection to the database being filled.
pub enum Sink {
    Sqlite(SqliteConnection),
    Postgres(PgConnection),
}

impl Sink {
    /// Connects to an already migrated database.
    pub async fn connect(url: &str) -> Result<Sink, SinkError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Sink::Postgres(PgConnection::connect(url).await?))
        } else {
            // The file is rebuilt from scratch if the run fails, so the
            // generator may skip the fsyncs that protect live data.
            let options = SqliteConnectOptions::from_str(url)?
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Off)
                .foreign_keys(true);
            Ok(Sink::Sqlite(options.connect().await?))
        }
    }

    /// `sqlite` or `postgres`.
    pub fn backend(&self) -> &'static str {
        match self {
            Sink::Sqlite(_) => "sqlite",
            Sink::Postgres(_) => "postgres",
        }
    }

    /// Runs statements that return nothing.
    pub async fn execute(&mut self, sql: &str) -> Result<(), SinkError> {
        match self {
            Sink::Sqlite(conn) => sqlx::raw_sql(sql).execute(conn).await.map(drop)?,
            Sink::Postgres(conn) => sqlx::raw_sql(sql).execute(conn).await.map(drop)?,
        }
        Ok(())
    }

    /// Rows of two integers, e.g. ids with a key.
    pub async fn pairs(&mut self, sql: &str) -> Result<Vec<(i64, i64)>, SinkError> {
        Ok(match self {
            Sink::Sqlite(conn) => sqlx::query_as(sql).fetch_all(conn).await?,
            Sink::Postgres(conn) => sqlx::query_as(sql).fetch_all(conn).await?,
        })
    }

    /// One integer.
    pub async fn scalar(&mut self, sql: &str) -> Result<i64, SinkError> {
        Ok(match self {
            Sink::Sqlite(conn) => sqlx::query_scalar(sql).fetch_one(conn).await?,
            Sink::Postgres(conn) => sqlx::query_scalar(sql).fetch_one(conn).await?,
        })
    }

    /// Rows of an integer and a text.
    pub async fn keyed_texts(&mut self, sql: &str) -> Result<Vec<(i64, String)>, SinkError> {
        Ok(match self {
            Sink::Sqlite(conn) => sqlx::query_as(sql).fetch_all(conn).await?,
            Sink::Postgres(conn) => sqlx::query_as(sql).fetch_all(conn).await?,
        })
    }

    /// Starts a bulk insert of `expected` rows into `table`. `explicit_ids`
    /// says the rows carry their own `id` (PostgreSQL's identity columns
    /// must be told to accept them).
    pub async fn table<'a>(
        &'a mut self,
        table: &'static str,
        columns: &'static str,
        expected: u64,
        explicit_ids: bool,
    ) -> Result<TableWriter<'a>, SinkError> {
        if let Sink::Sqlite(_) = self {
            self.execute("BEGIN").await?;
        }
        let overriding = matches!(self, Sink::Postgres(_)) && explicit_ids;
        let head = format!(
            "INSERT INTO {table} ({columns}){} VALUES ",
            if overriding { " OVERRIDING SYSTEM VALUE" } else { "" }
        );
        Ok(TableWriter {
            sink: self,
            table,
            head,
            sql: String::new(),
            pending: 0,
            written: 0,
            expected,
            started: Instant::now(),
            explicit_ids,
        })
    }
}

/// Streams rows of one table to the database with a progress bar on stderr.
pub struct TableWriter<'a> {
    sink: &'a mut Sink,
    table: &'static str,
    head: String,
    sql: String,
    pending: usize,
    written: u64,
    expected: u64,
    started: Instant,
    explicit_ids: bool,
}

impl TableWriter<'_> {
    /// Adds one row; `values` are SQL literals made with [`lit`] and
    /// friends, already joined by commas.
    pub async fn row(&mut self, values: &str) -> Result<(), SinkError> {
        if self.pending == 0 {
            self.sql.clear();
            self.sql.push_str(&self.head);
        } else {
            self.sql.push(',');
        }
        self.sql.push('(');
        self.sql.push_str(values);
        self.sql.push(')');
        self.pending += 1;
        if self.pending == ROWS_PER_STATEMENT {
            self.flush().await?;
        }
        Ok(())
    }

    async fn flush(&mut self) -> Result<(), SinkError> {
        if self.pending == 0 {
            return Ok(());
        }
        self.sink.execute(&self.sql).await?;
        self.written += self.pending as u64;
        self.pending = 0;
        self.draw(false);
        Ok(())
    }

    fn draw(&self, done: bool) {
        const WIDTH: u64 = 30;
        let expected = self.expected.max(1);
        let filled = (self.written.min(expected) * WIDTH / expected) as usize;
        let seconds = self.started.elapsed().as_secs_f64().max(1e-3);
        let mut line = String::new();
        let _ = write!(
            line,
            "\r  {:<16} [{}{}] {:>3}%  {:>9}/{:<9} {:>7.0} rows/s",
            self.table,
            "#".repeat(filled),
            "-".repeat(WIDTH as usize - filled),
            self.written * 100 / expected,
            self.written,
            self.expected,
            self.written as f64 / seconds
        );
        if done {
            let _ = writeln!(line, "  {seconds:.1} s");
        }
        let mut err = std::io::stderr().lock();
        let _ = err.write_all(line.as_bytes());
        let _ = err.flush();
    }

    /// Writes what is left, commits, and moves identity sequences past the
    /// explicit ids. Returns the number of rows written.
    pub async fn finish(mut self) -> Result<u64, SinkError> {
        self.flush().await?;
        self.draw(true);
        match self.sink {
            Sink::Sqlite(_) => self.sink.execute("COMMIT").await?,
            Sink::Postgres(_) if self.explicit_ids => {
                let table = self.table;
                self.sink
                    .execute(&format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT COALESCE(MAX(id), 1) FROM {table}))"
                    ))
                    .await?
            }
            Sink::Postgres(_) => {}
        }
        if self.written != self.expected {
            return Err(SinkError::Refused(format!(
                "{}: wrote {} rows, planned {}",
                self.table, self.written, self.expected
            )));
        }
        Ok(self.written)
    }
}

/// A SQL string literal.
pub fn text(value: &str) -> String {
    format!("'{}'", value.replace('\'', "''"))
}

/// A SQL literal for an optional string.
pub fn opt_text(value: Option<&str>) -> String {
    value.map_or_else(|| "NULL".to_owned(), text)
}

/// A SQL literal for an optional integer.
pub fn opt_int(value: Option<i64>) -> String {
    value.map_or_else(|| "NULL".to_owned(), |v| v.to_string())
}
