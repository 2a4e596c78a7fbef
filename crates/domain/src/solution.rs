//! Solutions: a completed challenge's links and the checks run on them.

crate::text_enum! {
    /// One check of a solution, in the order they run and are shown.
    pub enum CheckKind, UnknownCheckKind, "check" {
        /// The repository link names the learner's own public, non-empty
        /// GitHub repository.
        Repository = "repository",
        /// The live site answers with an HTML page.
        LiveSite = "live_site",
        /// The page's HTML, audited without a browser.
        StaticAudit = "static_audit",
    }
}

crate::text_enum! {
    /// Where a check stands.
    pub enum CheckStatus, UnknownCheckStatus, "check status" {
        /// Waiting for a worker.
        Queued = "queued",
        /// A worker is on it.
        Running = "running",
        /// Done, and what it checks holds.
        Passed = "passed",
        /// Done, and what it checks does not hold (the detail says why).
        Failed = "failed",
        /// It could not be run (the detail says why); running the checks
        /// again may succeed.
        Error = "error",
    }
}

impl CheckStatus {
    /// Whether the check is over (passed, failed or error).
    pub fn is_final(self) -> bool {
        matches!(self, CheckStatus::Passed | CheckStatus::Failed | CheckStatus::Error)
    }
}

/// A GitHub repository named by a learner's link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GithubRepository {
    pub owner: String,
    pub name: String,
}

impl GithubRepository {
    /// The repository of `https://github.com/{owner}/{name}` (with or
    /// without `www.`, a trailing `.git` or `/`, or a deeper path such as
    /// `/tree/main`); `None` for any other link, which cannot be verified.
    pub fn from_url(link: &str) -> Option<GithubRepository> {
        let url = url::Url::parse(link).ok()?;
        if !matches!(url.scheme(), "https" | "http") || url.port().is_some() {
            return None;
        }
        if !matches!(url.host_str()?, "github.com" | "www.github.com") {
            return None;
        }
        let mut segments = url.path_segments()?.filter(|s| !s.is_empty());
        let owner = segments.next()?;
        let name = segments.next()?;
        let name = name.strip_suffix(".git").unwrap_or(name);
        let valid_owner = owner.len() <= 39
            && !owner.starts_with('-')
            && owner.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        let valid_name = !name.is_empty()
            && name.len() <= 100
            && name != "."
            && name != ".."
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'));
        (valid_owner && valid_name).then(|| GithubRepository { owner: owner.to_owned(), name: name.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo(link: &str) -> Option<(String, String)> {
        GithubRepository::from_url(link).map(|r| (r.owner, r.name))
    }

    #[test]
    fn reads_github_repository_links() {
        let expected = Some(("ada".to_owned(), "card".to_owned()));
        for link in [
            "https://github.com/ada/card",
            "https://github.com/ada/card/",
            "https://github.com/ada/card.git",
            "https://www.github.com/ada/card/tree/main/src",
            "http://github.com/ada/card",
        ] {
            assert_eq!(repo(link), expected, "{link}");
        }
    }

    #[test]
    fn anything_else_is_not_verifiable() {
        for link in [
            "https://gitlab.com/ada/card",
            "https://github.com/ada",
            "https://github.com/",
            "https://github.com:8443/ada/card",
            "https://github.com.evil.test/ada/card",
            "https://github.com/ada/..",
            "https://github.com/-ada/card",
            "ftp://github.com/ada/card",
            "not a url",
        ] {
            assert_eq!(repo(link), None, "{link}");
        }
    }

    #[test]
    fn final_statuses() {
        assert!(!CheckStatus::Queued.is_final() && !CheckStatus::Running.is_final());
        assert!(CheckStatus::Passed.is_final() && CheckStatus::Failed.is_final() && CheckStatus::Error.is_final());
    }
}
