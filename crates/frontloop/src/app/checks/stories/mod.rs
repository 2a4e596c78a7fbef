//! The user stories of a challenge, run on a solution's live site
//! (docs/checks.md): after the rendered audit, in the same sandboxed
//! browser behind the same filtering proxy, each verifiable acceptance
//! check gets a fresh browser context (no storage of another check), a
//! fresh load of the site as the check says, and its steps with trusted
//! input, within its own budget. A check that fails leaves a sentence and
//! a screenshot of the page as it failed.

mod assertions;
mod input;
mod locate;
mod page;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use chromiumoxide::Browser;
use frontloop_checks::stories::{Check, Step, Verification};

use page::CheckPage;

/// How long a check's page has to load.
const LOAD_BUDGET: Duration = Duration::from_secs(10);
/// How long the whole set of checks of one solution may take.
pub const STORIES_BUDGET: Duration = Duration::from_secs(60);

/// How one story's check ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Passed,
    /// One sentence: what was expected and what happened.
    Failed(String),
    /// Why it could not run (the budget ran out, the browser failed).
    NotRun(String),
}

/// One story's result, with a screenshot of the page when it failed.
#[derive(Debug, Clone)]
pub struct StoryResult {
    pub id: String,
    pub verdict: Verdict,
    /// A PNG of the viewport when the check failed.
    pub screenshot: Option<Vec<u8>>,
}

/// Runs every verifiable check of `checks` on the site at `site` (the
/// learner's live URL), in the browser `cdp` whose requests go through
/// the filtering proxy at `proxy`, each check in its own context.
/// Checks left when [`STORIES_BUDGET`] runs out are not run, with why.
pub async fn run(cdp: &Browser, proxy: SocketAddr, site: &url::Url, checks: &[Check]) -> Vec<StoryResult> {
    run_capped(cdp, proxy, site, checks, None).await
}

/// [`run`], each check's budget held to at most `cap` milliseconds: a page
/// known to fail (an empty starter) need not be waited on for long.
pub async fn run_capped(
    cdp: &Browser,
    proxy: SocketAddr,
    site: &url::Url,
    checks: &[Check],
    cap: Option<u32>,
) -> Vec<StoryResult> {
    let started = Instant::now();
    let mut results = Vec::new();
    for check in checks {
        let Verification::Steps { load, timeout_ms, steps } = &check.verification else { continue };
        let timeout_ms = &cap.map_or(*timeout_ms, |cap| cap.min(*timeout_ms));
        let left = STORIES_BUDGET.saturating_sub(started.elapsed());
        let budget = Duration::from_millis(u64::from(*timeout_ms)) + LOAD_BUDGET;
        if left < budget.min(Duration::from_secs(2)) {
            results.push(StoryResult {
                id: check.id.clone(),
                verdict: Verdict::NotRun("The checks ran out of time before this one.".into()),
                screenshot: None,
            });
            continue;
        }
        let (verdict, screenshot) =
            match tokio::time::timeout(left, run_one(cdp, proxy, site, load, *timeout_ms, steps)).await {
                Ok(outcome) => outcome,
                Err(_) => (Verdict::NotRun("The checks ran out of time during this one.".into()), None),
            };
        results.push(StoryResult { id: check.id.clone(), verdict, screenshot });
    }
    results
}

/// One check: its own context and page, the load, the steps.
async fn run_one(
    cdp: &Browser,
    proxy: SocketAddr,
    site: &url::Url,
    load: &frontloop_checks::stories::Load,
    timeout_ms: u32,
    steps: &[Step],
) -> (Verdict, Option<Vec<u8>>) {
    let page = match CheckPage::open(cdp, proxy, site, load).await {
        Ok(page) => page,
        Err(why) => return (Verdict::NotRun(why), None),
    };
    let loaded = match tokio::time::timeout(LOAD_BUDGET, page.load()).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(why)) => Err(why),
        Err(_) => Err(format!("The page did not finish loading within {} seconds.", LOAD_BUDGET.as_secs())),
    };
    let budget = Duration::from_millis(u64::from(timeout_ms));
    let outcome = match loaded {
        Err(why) => Err(why),
        Ok(()) => match tokio::time::timeout(budget, run_steps(&page, steps, Instant::now() + budget)).await {
            Ok(done) => done,
            Err(_) => Err(format!("The check did not finish within its {} ms.", timeout_ms)),
        },
    };
    let result = match outcome {
        Ok(()) => (Verdict::Passed, None),
        Err(sentence) => (Verdict::Failed(sentence), page.screenshot().await),
    };
    page.close(cdp).await;
    result
}

/// The steps in order; the first that fails ends the check with its sentence.
async fn run_steps(page: &CheckPage, steps: &[Step], deadline: Instant) -> Result<(), String> {
    for (n, step) in steps.iter().enumerate() {
        run_step(page, step, deadline).await.map_err(|sentence| format!("Step {}: {sentence}", n + 1))?;
    }
    Ok(())
}

async fn run_step(page: &CheckPage, step: &Step, deadline: Instant) -> Result<(), String> {
    match step {
        Step::Click(at) => input::click(page, at, deadline).await,
        Step::Type { into, text } => input::type_text(page, into, text, deadline).await,
        Step::Clear(at) => input::clear(page, at, deadline).await,
        Step::Press(chord) => input::press(page, chord).await,
        Step::Tab(times) => input::tabs(page, *times, false).await,
        Step::ShiftTab(times) => input::tabs(page, *times, true).await,
        Step::Hover(at) => input::hover(page, at, deadline).await,
        Step::Viewport(size) => page.set_viewport(*size).await,
        Step::Reload => page.reload().await,
        Step::Offline(offline) => page.set_offline(*offline).await,
        Step::WaitMs(ms) => {
            tokio::time::sleep(Duration::from_millis(u64::from(*ms))).await;
            Ok(())
        }
        Step::Wait(assertion) => assertions::wait_for(page, assertion, deadline).await,
        Step::Expect(assertion) => assertions::check(page, assertion).await,
    }
}
