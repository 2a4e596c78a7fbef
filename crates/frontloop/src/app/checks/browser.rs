//! The audit browser's process: Debian's Chromium, headless, started fresh
//! for every audit and killed with its whole process group at the end, so
//! no renderer, zygote or crash handler outlives the audit, whatever the
//! page did. It keeps its sandbox: when the server runs as root, Chromium
//! runs as the unprivileged `nobody` user instead (Chromium refuses to
//! sandbox itself as root). Its only way out is the filtering proxy.

use std::net::SocketAddr;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

/// How long Chromium has to open its DevTools endpoint.
const START_TIMEOUT: Duration = Duration::from_secs(20);
/// The unprivileged user Chromium runs as when the server is root.
const UNPRIVILEGED_UID: u32 = 65_534;
/// V8's heap per renderer, in MB: a page that allocates without end
/// crashes its own renderer at this size, long before the machine suffers.
const RENDERER_HEAP_MB: u32 = 512;

/// A running audit browser. Dropping it kills the process group.
pub struct AuditBrowser {
    child: Child,
    /// The DevTools WebSocket URL.
    pub websocket: String,
    _profile: tempfile::TempDir,
}

/// Why the browser did not start.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    #[error("could not start Chromium: {0}")]
    Spawn(std::io::Error),
    #[error("Chromium did not open its DevTools endpoint: {0}")]
    NoEndpoint(String),
}

impl AuditBrowser {
    /// Starts Chromium with every request through `proxy`.
    pub async fn launch(binary: &Path, proxy: SocketAddr) -> Result<AuditBrowser, LaunchError> {
        let profile = tempfile::tempdir().map_err(LaunchError::Spawn)?;
        let root = nix::unistd::geteuid().is_root();
        if root {
            chown_to_unprivileged(profile.path());
        }
        let mut command = Command::new(binary);
        command
            .args(arguments(proxy, profile.path()))
            .env("HOME", profile.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            // Its own process group, so the whole tree can be killed at once.
            .process_group(0);
        if root {
            // The standard library also drops root's supplementary groups
            // when it changes the user of a child started by root.
            command.uid(UNPRIVILEGED_UID).gid(UNPRIVILEGED_UID);
        }
        let mut child = command.spawn().map_err(LaunchError::Spawn)?;
        let stderr = child.stderr.take().ok_or_else(|| LaunchError::NoEndpoint("no stderr".into()))?;
        let mut lines = BufReader::new(stderr).lines();
        let found = tokio::time::timeout(START_TIMEOUT, async {
            let mut last = String::new();
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(url) = line.split("DevTools listening on ").nth(1) {
                    return Ok(url.trim().to_owned());
                }
                last = line;
            }
            Err(last)
        })
        .await;
        let websocket = match found {
            Ok(Ok(url)) => url,
            Ok(Err(last)) => return Err(LaunchError::NoEndpoint(last.chars().take(300).collect())),
            Err(_) => return Err(LaunchError::NoEndpoint("timed out".into())),
        };
        // Keep draining stderr so Chromium never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Ok(AuditBrowser { child, websocket, _profile: profile })
    }

    /// Kills the whole process group and reaps the browser.
    pub async fn kill(mut self) {
        self.kill_group();
        let _ = tokio::time::timeout(Duration::from_secs(5), self.child.wait()).await;
    }

    fn kill_group(&mut self) {
        if let Some(pid) = self.child.id().and_then(|pid| i32::try_from(pid).ok()) {
            // The group this child leads (process_group(0) above).
            let _ = nix::sys::signal::killpg(nix::unistd::Pid::from_raw(pid), nix::sys::signal::Signal::SIGKILL);
        }
    }
}

impl Drop for AuditBrowser {
    fn drop(&mut self) {
        self.kill_group();
    }
}

fn chown_to_unprivileged(path: &Path) {
    if let Err(err) = std::os::unix::fs::chown(path, Some(UNPRIVILEGED_UID), Some(UNPRIVILEGED_UID)) {
        tracing::warn!(error = %err, "could not give the audit browser's profile to the unprivileged user");
    }
}

/// Chromium's command line: headless, everything through `proxy` (the
/// loopback bypass that Chromium adds by default removed), no QUIC, no
/// WebRTC outside the proxy, no pop-ups, no background traffic of its own.
fn arguments(proxy: SocketAddr, profile: &Path) -> Vec<String> {
    vec![
        "--headless=new".into(),
        "--disable-gpu".into(),
        "--no-first-run".into(),
        "--no-default-browser-check".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-extensions".into(),
        "--disable-crash-reporter".into(),
        "--disable-breakpad".into(),
        "--disable-quic".into(),
        "--disable-dev-shm-usage".into(),
        "--mute-audio".into(),
        "--block-new-web-contents".into(),
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp".into(),
        "--deny-permission-prompts".into(),
        format!("--js-flags=--max-old-space-size={RENDERER_HEAP_MB}"),
        format!("--proxy-server=http://{proxy}"),
        "--proxy-bypass-list=<-loopback>".into(),
        "--remote-debugging-address=127.0.0.1".into(),
        "--remote-debugging-port=0".into(),
        format!("--user-data-dir={}", profile.display()),
        "about:blank".into(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_request_goes_through_the_proxy() {
        let args = arguments("127.0.0.1:4000".parse().expect("addr"), Path::new("/tmp/p"));
        assert!(args.contains(&"--proxy-server=http://127.0.0.1:4000".to_owned()));
        assert!(args.contains(&"--proxy-bypass-list=<-loopback>".to_owned()), "loopback too");
        assert!(args.contains(&"--disable-quic".to_owned()));
        assert!(!args.iter().any(|a| a == "--no-sandbox"), "the sandbox stays on");
    }
}
