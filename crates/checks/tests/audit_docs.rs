//! `docs/checks.md` stays in step with the code: a section per rule with
//! the rule's impact, and the score's numbers.

use frontloop_checks::audit::{Impact, RULES};
use frontloop_checks::score::{penalty, MAX_COUNTED_PER_RULE, NOT_VERIFIABLE_CAP};

const DOC: &str = include_str!("../../../docs/checks.md");

/// The text of the section headed exactly `## <title>`, up to the next
/// `## ` heading.
fn section(title: &str) -> Option<&'static str> {
    let heading = format!("## {title}\n");
    let start = DOC.find(&heading)? + heading.len();
    let rest = &DOC[start..];
    Some(rest.find("\n## ").map_or(rest, |end| &rest[..end]))
}

#[test]
fn every_rule_has_a_section() {
    for rule in RULES {
        assert!(section(rule.id).is_some(), "docs/checks.md has no section `## {}`", rule.id);
    }
}

#[test]
fn every_rule_section_states_the_impact_of_the_code() {
    for rule in RULES {
        let text = section(rule.id).unwrap_or_default();
        let line = format!("Impact: **{}**", rule.impact);
        assert!(text.contains(&line), "section `## {}` should say {line:?}", rule.id);
        for part in ["What it checks", "Why it matters", "How to fix it", "```html"] {
            assert!(text.contains(part), "section `## {}` lacks {part:?}", rule.id);
        }
    }
}

#[test]
fn rule_ids_are_kebab_case_and_unique() {
    for (index, rule) in RULES.iter().enumerate() {
        assert!(rule.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'), "{}", rule.id);
        assert!(RULES[index + 1..].iter().all(|other| other.id != rule.id), "{} twice", rule.id);
        assert_eq!(rule.help_url(), format!("/docs/checks#{}", rule.id));
    }
}

#[test]
fn the_score_section_has_the_numbers_of_the_code() {
    let text = section("The score").expect("docs/checks.md has no `## The score`");
    for impact in [Impact::Critical, Impact::Serious, Impact::Moderate, Impact::Minor] {
        let row = format!("| {impact} | {} |", penalty(impact));
        assert!(text.contains(&row), "the score section lacks the row {row:?}");
    }
    assert!(text.contains(&format!("at most {MAX_COUNTED_PER_RULE} times")));
    assert!(text.contains(&format!("capped at {NOT_VERIFIABLE_CAP}")));
}
