//! A challenge's executable acceptance checks, beside its brief
//! (`challenges/<slug>/checks.yaml`, format in `content/README.md`): read,
//! validated against the brief's acceptance criteria (every bullet covered,
//! none past the last), and kept as JSON for the store.

use std::path::Path;

use frontloop_checks::stories;

use super::ContentError;

/// The heading of the brief's section whose bullets the checks cover.
const CRITERIA_HEADING: &str = "## Acceptance criteria";

/// The checks of a challenge as they are stored, and the file's text (for
/// the challenge's content hash).
pub struct AcceptanceChecks {
    /// A JSON array of [`stories::Check`]; `[]` without a file.
    pub json: String,
    /// The file as read, when there is one.
    pub source: Option<String>,
}

/// Reads `challenges/<slug>/checks.yaml` under `dir`, if there is one,
/// with `brief` the challenge's Markdown. Problems go to `errors` with
/// their `file:line`, and the answer is then `None`.
pub fn load(dir: &Path, slug: &str, brief: &str, errors: &mut Vec<ContentError>) -> Option<AcceptanceChecks> {
    let file = dir.join("challenges").join(slug).join("checks.yaml");
    if !file.exists() {
        return Some(AcceptanceChecks { json: "[]".to_owned(), source: None });
    }
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(e) => {
            errors.push(ContentError { file, line: None, message: format!("cannot be read as UTF-8 text: {e}") });
            return None;
        }
    };
    let label = file.display().to_string();
    match stories::parse(&label, &text, Some(criteria_in(brief))) {
        Ok(checks) => match serde_json::to_string(&checks) {
            Ok(json) => Some(AcceptanceChecks { json, source: Some(text) }),
            Err(e) => {
                errors.push(ContentError { file, line: None, message: format!("the checks could not be stored: {e}") });
                None
            }
        },
        Err(problems) => {
            errors.extend(problems.into_iter().map(|problem| ContentError {
                file: file.clone(),
                line: (problem.line > 0).then_some(problem.line),
                message: problem.message,
            }));
            None
        }
    }
}

/// How many bullets the brief's acceptance criteria list.
pub fn criteria_in(brief: &str) -> usize {
    brief
        .lines()
        .skip_while(|line| line.trim_end() != CRITERIA_HEADING)
        .skip(1)
        .take_while(|line| !line.starts_with("## "))
        .filter(|line| line.trim_start().starts_with("- "))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn criteria_are_the_bullets_of_their_section() {
        let brief = "# T\n\n## User stories\n\n- one\n\n## Acceptance criteria\n\n- [ ] a\n- [ ] b\n  more of b\n\n## Hints\n\n- c\n";
        assert_eq!(criteria_in(brief), 2);
        assert_eq!(criteria_in("# T\n\n- a\n"), 0);
    }

    #[test]
    fn a_challenge_without_a_file_has_no_checks() {
        let dir = tempfile::tempdir().expect("a folder");
        let mut errors = Vec::new();
        let checks = load(dir.path(), "none", "# T\n", &mut errors).expect("no file is no checks");
        assert_eq!((checks.json.as_str(), checks.source.is_none(), errors.len()), ("[]", true, 0));
    }

    #[test]
    fn problems_keep_their_file_and_line() {
        let dir = tempfile::tempdir().expect("a folder");
        let folder = dir.path().join("challenges/tabs");
        std::fs::create_dir_all(&folder).expect("the challenge's folder");
        let yaml = "checks:\n  - id: tabs\n    criterion: 1\n    story: Tabs\n    steps:\n      - press: Return\n";
        std::fs::write(folder.join("checks.yaml"), yaml).expect("the file");
        let mut errors = Vec::new();
        let brief = "# T\n\n## Acceptance criteria\n\n- [ ] tabs\n- [ ] panels\n";
        assert!(load(dir.path(), "tabs", brief, &mut errors).is_none());
        let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert!(
            lines[0].ends_with("checks.yaml: acceptance criterion 2 has no check and no `not_verifiable` reason"),
            "{lines:?}"
        );
        assert!(lines[1].ends_with("checks.yaml:6: check `tabs`, step 1: `Return` is not a key this format presses: one character or one of Enter, Tab, Escape, Space, Backspace, Delete, ArrowUp, ArrowDown, ArrowLeft, ArrowRight, Home, End, PageUp, PageDown"), "{lines:?}");
    }
}
