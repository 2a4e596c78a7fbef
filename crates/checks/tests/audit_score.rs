//! The score formula of `docs/checks.md` ("The score").

use frontloop_checks::audit::{Impact, Issue};
use frontloop_checks::score::{penalty, score, RepositoryResult, SiteResult, MAX_COUNTED_PER_RULE, NOT_VERIFIABLE_CAP};

fn issue(rule: &str, impact: Impact) -> Issue {
    Issue {
        rule: rule.to_owned(),
        impact,
        message: "Something is wrong.".to_owned(),
        selector: "body".to_owned(),
        help_url: format!("/docs/checks#{rule}"),
    }
}

fn up(issues: Vec<Issue>) -> SiteResult {
    SiteResult::Up { issues }
}

#[test]
fn a_clean_page_with_a_verified_repository_scores_100() {
    assert_eq!(score(&RepositoryResult::Passed, &up(vec![])), Some(100));
}

#[test]
fn penalties_by_impact() {
    assert_eq!([Impact::Critical, Impact::Serious, Impact::Moderate, Impact::Minor].map(penalty), [15, 8, 4, 1]);
    for impact in [Impact::Critical, Impact::Serious, Impact::Moderate, Impact::Minor] {
        let expected = 100 - u8::try_from(penalty(impact)).expect("test setup");
        assert_eq!(score(&RepositoryResult::Passed, &up(vec![issue("some-rule", impact)])), Some(expected));
    }
}

#[test]
fn the_worked_example_of_the_docs() {
    // Five images without alt (counted 3 times), one link without a name,
    // one skipped heading level, two repeated ids:
    // 100 - 3×15 - 8 - 4 - 2×1 = 41.
    let mut issues: Vec<Issue> = (0..5).map(|_| issue("image-alt", Impact::Critical)).collect();
    issues.push(issue("link-name", Impact::Serious));
    issues.push(issue("heading-order", Impact::Moderate));
    issues.push(issue("duplicate-id", Impact::Minor));
    issues.push(issue("duplicate-id", Impact::Minor));
    assert_eq!(score(&RepositoryResult::Passed, &up(issues.clone())), Some(41));
    // The same page with a repository that is not on GitHub: 41 is under
    // the cap, so it stays.
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(issues)), Some(41));
}

#[test]
fn a_rule_counts_at_most_three_times() {
    assert_eq!(MAX_COUNTED_PER_RULE, 3);
    let three: Vec<Issue> = (0..3).map(|_| issue("image-alt", Impact::Critical)).collect();
    let fifty: Vec<Issue> = (0..50).map(|_| issue("image-alt", Impact::Critical)).collect();
    assert_eq!(score(&RepositoryResult::Passed, &up(three)), Some(55));
    assert_eq!(score(&RepositoryResult::Passed, &up(fifty)), Some(55));
}

#[test]
fn the_score_is_floored_at_zero() {
    let rules = ["a", "b", "c", "d", "e"];
    let issues: Vec<Issue> = rules.iter().flat_map(|rule| (0..3).map(move |_| issue(rule, Impact::Critical))).collect();
    // 5 rules × 3 × 15 = 225 points of penalty.
    assert_eq!(score(&RepositoryResult::Passed, &up(issues.clone())), Some(0));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(issues)), Some(0));
}

#[test]
fn an_unverifiable_repository_caps_the_score_at_90() {
    assert_eq!(NOT_VERIFIABLE_CAP, 90);
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![])), Some(90));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![issue("x", Impact::Minor)])), Some(90));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![issue("x", Impact::Moderate)])), Some(90));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![issue("x", Impact::Serious)])), Some(90));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![issue("x", Impact::Critical)])), Some(85));
}

#[test]
fn only_a_verified_repository_and_a_clean_page_reach_100() {
    assert_eq!(score(&RepositoryResult::Passed, &up(vec![issue("x", Impact::Minor)])), Some(99));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &up(vec![])), Some(90));
}

#[test]
fn a_site_that_is_down_scores_0() {
    assert_eq!(score(&RepositoryResult::Passed, &SiteResult::Down), Some(0));
    assert_eq!(score(&RepositoryResult::NotVerifiable, &SiteResult::Down), Some(0));
}

#[test]
fn no_score_when_the_repository_failed() {
    assert_eq!(score(&RepositoryResult::Failed, &up(vec![])), None);
    assert_eq!(score(&RepositoryResult::Failed, &SiteResult::Down), None);
    assert_eq!(score(&RepositoryResult::Failed, &SiteResult::Error), None);
}

#[test]
fn no_score_while_a_check_could_not_run() {
    assert_eq!(score(&RepositoryResult::Error, &up(vec![])), None);
    assert_eq!(score(&RepositoryResult::Error, &SiteResult::Down), None);
    assert_eq!(score(&RepositoryResult::Passed, &SiteResult::Error), None);
    assert_eq!(score(&RepositoryResult::NotVerifiable, &SiteResult::Error), None);
}
