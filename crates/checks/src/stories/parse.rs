//! Reading a `checks.yaml` file: every problem at once, each with the
//! `file:line` of the check or step it is in.

use std::collections::HashSet;
use std::fmt;

use super::raw::{Problem, RawFile};
use super::Check;

/// One problem of a checks file, where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    pub file: String,
    /// From 1; 0 when the file has no line to name.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

/// The step keys, to find a step's line.
const STEP_KEYS: [&str; 13] = [
    "click",
    "type",
    "clear",
    "press",
    "tab",
    "shift_tab",
    "hover",
    "viewport",
    "reload",
    "offline",
    "wait_ms",
    "wait",
    "expect",
];

/// Reads the checks of `text` (the file `file`, named in errors). With
/// `criteria`, the brief's number of acceptance-criteria bullets, every
/// bullet must have at least one check and no check may name a bullet
/// past the last.
pub fn parse(file: &str, text: &str, criteria: Option<usize>) -> Result<Vec<Check>, Vec<FormatError>> {
    let error = |line: usize, message: String| FormatError { file: file.to_owned(), line, message };
    let raw: RawFile = serde_yaml::from_str(text).map_err(|e| {
        let line = e.location().map_or(0, |at| at.line());
        vec![error(line, e.to_string().split(" at line ").next().unwrap_or_default().to_owned())]
    })?;
    let starts = check_lines(text);
    let mut errors = Vec::new();
    let mut checks = Vec::new();
    let mut ids = HashSet::new();
    // A bullet named by a check with a problem is covered all the same:
    // that problem is the one to report.
    let covered: HashSet<u32> = raw.checks.iter().map(|check| check.criterion).collect();
    for (n, raw_check) in raw.checks.into_iter().enumerate() {
        let line = starts.get(n).copied().unwrap_or(0);
        let id = raw_check.id.clone();
        if !ids.insert(id.clone()) {
            errors.push(error(line, format!("the id `{id}` is used twice")));
        }
        match raw_check.read() {
            Ok(check) => checks.push(check),
            Err(Problem { step, message }) => {
                let end = starts.get(n + 1).copied().unwrap_or(usize::MAX);
                let (line, place) = match step {
                    Some(step) => (step_line(text, line, end, step).unwrap_or(line), format!(", step {}", step + 1)),
                    None => (line, String::new()),
                };
                errors.push(error(line, format!("check `{id}`{place}: {message}")));
            }
        }
    }
    if let Some(criteria) = criteria {
        for check in &checks {
            if check.criterion as usize > criteria {
                let line = line_of_id(text, &check.id).unwrap_or(0);
                errors.push(error(
                    line,
                    format!(
                        "check `{}`: the brief has {criteria} acceptance criteria, not {}",
                        check.id, check.criterion
                    ),
                ));
            }
        }
        for bullet in 1..=criteria {
            if !covered.contains(&(bullet as u32)) {
                errors.push(error(
                    0,
                    format!("acceptance criterion {bullet} has no check and no `not_verifiable` reason"),
                ));
            }
        }
    }
    if errors.is_empty() {
        Ok(checks)
    } else {
        errors.sort_by_key(|e| e.line);
        Err(errors)
    }
}

/// The line (from 1) of each check's `- id:`, in order.
fn check_lines(text: &str) -> Vec<usize> {
    text.lines().enumerate().filter(|(_, line)| line.trim_start().starts_with("- id:")).map(|(n, _)| n + 1).collect()
}

fn line_of_id(text: &str, id: &str) -> Option<usize> {
    text.lines()
        .position(|line| {
            let line = line.trim_start().trim_start_matches("- ");
            line.strip_prefix("id:").is_some_and(|rest| rest.trim().trim_matches(['"', '\'']) == id)
        })
        .map(|n| n + 1)
}

/// The line of the `step`-th step (from 0) of the check between lines
/// `start` and `end`.
fn step_line(text: &str, start: usize, end: usize, step: usize) -> Option<usize> {
    text.lines()
        .enumerate()
        .skip(start)
        .take(end.saturating_sub(start + 1))
        .filter(|(_, line)| {
            let item = line.trim_start();
            item.strip_prefix("- ").is_some_and(|rest| {
                let rest = rest.trim_start_matches('{').trim_start();
                STEP_KEYS.iter().any(|key| rest.strip_prefix(key).is_some_and(|after| after.starts_with(':')))
            })
        })
        .nth(step)
        .map(|(n, _)| n + 1)
}
