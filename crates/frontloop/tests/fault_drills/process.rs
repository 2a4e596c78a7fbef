//! The real `frontloop` binary as a child process: started with a clean
//! environment, waited on until healthy, killed with SIGKILL, restarted on
//! the same database and port.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a start may take before the drill fails.
const START_LIMIT: Duration = Duration::from_secs(30);

/// A free loopback port (bound and released: the child binds it next).
pub fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a free port");
    listener.local_addr().expect("local address").port()
}

/// One `frontloop` server process (restartable).
pub struct Frontloop {
    child: Option<Child>,
    /// `http://{address}` (the same address across restarts).
    pub base: String,
    env: Vec<(String, String)>,
    log_path: PathBuf,
    probe: reqwest::Client,
}

impl Frontloop {
    /// Starts the binary on `database_url` with the test catalogue and
    /// `extra_env`, logging to `log_dir`, without waiting for it.
    pub fn spawn(name: &str, database_url: &str, extra_env: &[(&str, &str)], log_dir: &Path) -> Frontloop {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().expect("address");
        let content = crate::common::fixture_content();
        let mut env = vec![
            ("DATABASE_URL".to_owned(), database_url.to_owned()),
            ("FRONTLOOP_ADDR".to_owned(), addr.to_string()),
            ("FRONTLOOP_CONTENT_DIR".to_owned(), content.display().to_string()),
            ("RUST_LOG".to_owned(), "warn".to_owned()),
            // The solution checks stay on loopback: GitHub is a closed
            // port, and the allow list turns DNS off.
            ("GITHUB_API_URL".to_owned(), "http://127.0.0.1:9".to_owned()),
            ("FRONTLOOP_CHECKS_ALLOW".to_owned(), "127.0.0.1:9".to_owned()),
        ];
        env.extend(extra_env.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())));
        let probe = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .pool_max_idle_per_host(0)
            .build()
            .expect("HTTP client");
        let mut server = Frontloop {
            child: None,
            base: format!("http://{addr}"),
            env,
            log_path: log_dir.join(format!("{name}.log")),
            probe,
        };
        server.respawn();
        server
    }

    /// Starts it and waits until `/api/health` answers 200.
    pub async fn start(name: &str, database_url: &str, extra_env: &[(&str, &str)], log_dir: &Path) -> Frontloop {
        let mut server = Frontloop::spawn(name, database_url, extra_env, log_dir);
        server.wait_healthy().await;
        server
    }

    /// Starts the process again (after [`Frontloop::kill`]), same settings.
    pub fn respawn(&mut self) {
        assert!(self.child.is_none(), "respawn of a running server");
        let log = File::options().create(true).append(true).open(&self.log_path).expect("server log file");
        let child = Command::new(env!("CARGO_BIN_EXE_frontloop"))
            // Nothing of the caller's environment (a DATABASE_URL, a GitHub
            // app) may leak into the drill.
            .env_clear()
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdin(Stdio::null())
            .stdout(Stdio::from(log.try_clone().expect("log handle")))
            .stderr(Stdio::from(log))
            .spawn()
            .expect("start the frontloop binary");
        self.child = Some(child);
    }

    /// Waits until `/api/health` answers 200 and says how long that took;
    /// fails (with the log's tail) when the process exits or takes too long.
    pub async fn wait_healthy(&mut self) -> Duration {
        let started = Instant::now();
        loop {
            if let Some(child) = self.child.as_mut() {
                if let Ok(Some(status)) = child.try_wait() {
                    self.child = None;
                    panic!("frontloop exited during start-up ({status}):\n{}", self.log_tail());
                }
            }
            if let Ok(response) = self.probe.get(format!("{}/api/health", self.base)).send().await {
                if response.status().as_u16() == 200 {
                    return started.elapsed();
                }
            }
            assert!(
                started.elapsed() < START_LIMIT,
                "frontloop not healthy after {START_LIMIT:?}:\n{}",
                self.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// SIGKILL (`Child::kill` on Unix), then reaps the process.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The absolute URL of `path`.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The log lines (of every run) that contain `needle`, at most 40.
    pub fn log_lines(&self, needle: &str) -> String {
        let text = std::fs::read(&self.log_path).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
        text.lines().filter(|l| l.contains(needle)).take(40).collect::<Vec<_>>().join("\n")
    }

    /// The last 4 KB of the server's log.
    pub fn log_tail(&self) -> String {
        let Ok(mut file) = File::open(&self.log_path) else { return "(no log)".into() };
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        let _ = file.seek(SeekFrom::Start(len.saturating_sub(4096)));
        let mut bytes = Vec::new();
        let _ = file.read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for Frontloop {
    fn drop(&mut self) {
        self.kill();
    }
}
