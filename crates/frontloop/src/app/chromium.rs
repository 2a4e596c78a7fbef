//! Where the audit browser is: `FRONTLOOP_CHROMIUM`, or Chromium on the
//! `PATH` (docs/checks.md, "The rendered audit"). Kept apart from the
//! checks so that the application state can look for it at start-up.

use std::path::{Path, PathBuf};

/// Where Chromium is, from `FRONTLOOP_CHROMIUM` or the `PATH`.
pub fn find(configured: Option<&str>) -> Option<PathBuf> {
    if let Some(path) = configured.filter(|p| !p.trim().is_empty()) {
        let path = PathBuf::from(path);
        return is_executable(&path).then_some(path);
    }
    let paths = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&paths).map(move |dir| dir.join(name)))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_configured_path_must_be_an_executable() {
        assert_eq!(find(Some("/nonexistent/chromium")), None);
        let plain = tempfile::NamedTempFile::new().expect("a file");
        let path = plain.path().to_str().expect("a path").to_owned();
        assert_eq!(find(Some(&path)), None, "not executable");
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o755)).expect("chmod");
        assert_eq!(find(Some(&path)), Some(PathBuf::from(&path)));
    }
}
