//! The repository check: the link names a GitHub repository that exists,
//! is public, is not empty and belongs to the learner's GitHub account (by
//! numeric id: a login can change hands). Any other link is not
//! verifiable, which is never a pass.

use frontloop_checks::score::RepositoryResult;
use frontloop_domain::solution::GithubRepository;
use frontloop_domain::CheckStatus;

use crate::github::{GithubClient, RepositoryLookup};

/// What the check found, or that GitHub's rate limit holds it up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepositoryOutcome {
    Checked {
        status: CheckStatus,
        detail: String,
        result: RepositoryResult,
    },
    /// GitHub's rate limit is spent until this time: run the checks then.
    RateLimited {
        until: i64,
    },
}

/// Checks `link` against the learner's GitHub account id.
#[tracing::instrument(level = "debug", name = "use_case", skip_all, fields(call = "check", github_id = github_id))]
pub async fn check(github: &GithubClient, link: &str, github_id: i64) -> RepositoryOutcome {
    let Some(repository) = GithubRepository::from_url(link) else {
        return checked(
            CheckStatus::Failed,
            "Not verifiable: only a GitHub repository (https://github.com/you/project) can be checked.".to_owned(),
            RepositoryResult::NotVerifiable,
        );
    };
    let name = format!("{}/{}", repository.owner, repository.name);
    match github.repository(&repository.owner, &repository.name).await {
        Ok(RepositoryLookup::RateLimited { until }) => RepositoryOutcome::RateLimited { until },
        Ok(RepositoryLookup::NotFound) => checked(
            CheckStatus::Failed,
            format!("GitHub has no public repository {name}: check the link, and that the repository is public."),
            RepositoryResult::Failed,
        ),
        Ok(RepositoryLookup::Found(found)) => {
            if found.private {
                checked(
                    CheckStatus::Failed,
                    format!("{} is private: make it public so that others can read your code.", found.full_name),
                    RepositoryResult::Failed,
                )
            } else if found.owner.id != github_id {
                checked(
                    CheckStatus::Failed,
                    format!(
                        "{} belongs to {}, not to your GitHub account: link a repository of your own.",
                        found.full_name, found.owner.login
                    ),
                    RepositoryResult::Failed,
                )
            } else if found.size == 0 {
                checked(
                    CheckStatus::Failed,
                    format!("{} is empty: push your code to it.", found.full_name),
                    RepositoryResult::Failed,
                )
            } else {
                checked(
                    CheckStatus::Passed,
                    format!("{} is your public repository.", found.full_name),
                    RepositoryResult::Passed,
                )
            }
        }
        Err(err) => checked(
            CheckStatus::Error,
            format!("GitHub could not be asked about {name} ({err}); run the checks again later."),
            RepositoryResult::Error,
        ),
    }
}

fn checked(status: CheckStatus, detail: String, result: RepositoryResult) -> RepositoryOutcome {
    RepositoryOutcome::Checked { status, detail, result }
}
