//! A private, throwaway PostgreSQL cluster (`initdb` into a temporary
//! folder, its own port) that a drill may stop and start at will: the
//! machine's shared server, which other tests use meanwhile, is never
//! touched. PostgreSQL refuses to run as root, so under root (as in CI) its
//! tools run as the `postgres` user through `runuser`.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use frontloop_store_postgres::testing::REQUIRE_VAR;

use super::process::free_port;

/// Where Debian installs the server binaries, one folder per major version.
const INSTALL_ROOT: &str = "/usr/lib/postgresql";

/// A running (or stopped) private cluster; stopped and removed on drop.
pub struct PrivateCluster {
    bin: PathBuf,
    data: PathBuf,
    log: PathBuf,
    socket_dir: PathBuf,
    /// The port it listens on (127.0.0.1).
    pub port: u16,
    as_postgres: bool,
    running: bool,
    // Last field: dropped after the cluster is stopped.
    _dir: tempfile::TempDir,
}

/// The newest `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl.
fn find_bin() -> Result<PathBuf, String> {
    let entries =
        std::fs::read_dir(INSTALL_ROOT).map_err(|e| format!("no PostgreSQL server binaries in {INSTALL_ROOT}: {e}"))?;
    let mut versions: Vec<(u32, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let version: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            (bin.join("initdb").is_file() && bin.join("pg_ctl").is_file()).then_some((version, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin).ok_or_else(|| format!("no initdb and pg_ctl under {INSTALL_ROOT}/*/bin"))
}

/// The effective user id, from `/proc/self/status`.
fn effective_uid() -> Option<u32> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("Uid:"))?;
    line.split_whitespace().nth(2)?.parse().ok()
}

/// The `postgres` user's uid and gid, from `/etc/passwd`.
fn postgres_ids() -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    let line = passwd.lines().find(|l| l.starts_with("postgres:"))?;
    let mut fields = line.split(':').skip(2);
    Some((fields.next()?.parse().ok()?, fields.next()?.parse().ok()?))
}

fn runuser_available() -> bool {
    Command::new("runuser")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

impl PrivateCluster {
    /// Creates and starts a cluster, or says why this machine cannot.
    pub fn create() -> Result<PrivateCluster, String> {
        let bin = find_bin()?;
        let as_postgres = effective_uid() == Some(0);
        let dir =
            tempfile::Builder::new().prefix("frontloop-pg-").tempdir().map_err(|e| format!("temporary folder: {e}"))?;
        if as_postgres {
            let (uid, gid) =
                postgres_ids().ok_or("running as root and there is no postgres user to run PostgreSQL as")?;
            if !runuser_available() {
                return Err("running as root and runuser is missing".into());
            }
            std::os::unix::fs::chown(dir.path(), Some(uid), Some(gid))
                .map_err(|e| format!("chown to postgres: {e}"))?;
        }
        let mut cluster = PrivateCluster {
            data: dir.path().join("data"),
            log: dir.path().join("postgres.log"),
            socket_dir: dir.path().to_path_buf(),
            bin,
            port: free_port(),
            as_postgres,
            running: false,
            _dir: dir,
        };
        let data = cluster.data.display().to_string();
        let initdb = cluster
            .tool("initdb")
            .args(["-D", &data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
            .output();
        match initdb {
            Ok(out) if out.status.success() => {}
            Ok(out) => panic!(
                "initdb failed: {}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ),
            Err(e) => return Err(format!("cannot run initdb: {e}")),
        }
        cluster.start();
        Ok(cluster)
    }

    /// [`PrivateCluster::create`], or `None` after printing why not; with
    /// `FRONTLOOP_REQUIRE_POSTGRES=1` a missing prerequisite fails instead.
    pub fn create_or_skip() -> Option<PrivateCluster> {
        match PrivateCluster::create() {
            Ok(cluster) => Some(cluster),
            Err(reason) => {
                assert!(
                    std::env::var(REQUIRE_VAR).as_deref() != Ok("1"),
                    "{REQUIRE_VAR}=1 but no private PostgreSQL: {reason}"
                );
                eprintln!("skipped: the PostgreSQL outage drill needs a private cluster: {reason}");
                None
            }
        }
    }

    /// A command for one of the cluster's tools, as the right user.
    fn tool(&self, name: &str) -> Command {
        let program = self.bin.join(name);
        let mut command = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        command.stdin(Stdio::null());
        command
    }

    fn pg_ctl(&self, args: &[&str]) {
        let data = self.data.display().to_string();
        let out = self.tool("pg_ctl").args(["-D", &data, "-w", "-t", "30"]).args(args).output().expect("run pg_ctl");
        assert!(
            out.status.success(),
            "pg_ctl {args:?} failed: {}{}\nserver log:\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            std::fs::read_to_string(&self.log).unwrap_or_default()
        );
    }

    /// Starts the server and returns once it accepts connections.
    pub fn start(&mut self) {
        let options =
            format!("-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off", self.port, self.socket_dir.display());
        let log = self.log.display().to_string();
        self.pg_ctl(&["-l", &log, "-o", &options, "start"]);
        self.running = true;
    }

    /// Stops the server in `mode` (`fast`: sessions are ended, as in an
    /// orderly shutdown; `immediate`: like a crash).
    pub fn stop(&mut self, mode: &str) {
        self.pg_ctl(&["-m", mode, "stop"]);
        self.running = false;
    }

    /// The URL of database `name` on this cluster.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{name}", self.port)
    }
}

impl Drop for PrivateCluster {
    fn drop(&mut self) {
        if self.running {
            let data = self.data.display().to_string();
            let _ = self.tool("pg_ctl").args(["-D", &data, "-m", "immediate", "-w", "stop"]).output();
        }
    }
}
