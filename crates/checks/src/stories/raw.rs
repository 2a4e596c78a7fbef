//! The file as written (every key optional, unknown keys refused by serde
//! with their line), and its reading into the typed checks with the rules
//! serde cannot say: exactly one locator kind, one assertion per step,
//! ranges, regular expressions that compile.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::*;

/// A `checks.yaml` file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    pub checks: Vec<RawCheck>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCheck {
    pub id: String,
    pub criterion: u32,
    pub story: String,
    pub required: Option<bool>,
    pub path: Option<String>,
    pub viewport: Option<Size>,
    pub javascript: Option<bool>,
    pub reduced_motion: Option<bool>,
    pub color_scheme: Option<ColorScheme>,
    pub date: Option<String>,
    pub timeout_ms: Option<u32>,
    /// Steps are one-key mappings (`- click: …`), not YAML tags.
    #[serde(default, with = "serde_yaml::with::singleton_map_recursive")]
    pub steps: Option<Vec<RawStep>>,
    pub not_verifiable: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub(super) enum RawStep {
    Click(RawLocator),
    Type { into: RawLocator, text: String },
    Clear(RawLocator),
    Press(String),
    Tab(u32),
    ShiftTab(u32),
    Hover(RawLocator),
    Viewport(Size),
    Reload(bool),
    Offline(bool),
    WaitMs(u32),
    Wait(Box<RawAssertion>),
    Expect(Box<RawAssertion>),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLocator {
    role: Option<String>,
    name: Option<String>,
    name_contains: Option<String>,
    label: Option<String>,
    label_contains: Option<String>,
    text: Option<String>,
    text_contains: Option<String>,
    css: Option<String>,
    nth: Option<u32>,
    within: Option<Box<RawLocator>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAssertion {
    locator: Option<RawLocator>,
    exists: Option<bool>,
    visible: Option<bool>,
    count: Option<u32>,
    count_at_least: Option<u32>,
    count_at_most: Option<u32>,
    text: Option<String>,
    text_contains: Option<String>,
    text_matches: Option<String>,
    value: Option<String>,
    value_contains: Option<String>,
    attribute: Option<String>,
    equals: Option<String>,
    not_equals: Option<String>,
    present: Option<bool>,
    matches: Option<String>,
    state: Option<BTreeMap<AriaState, bool>>,
    focused: Option<RawLocator>,
    style: Option<String>,
    at_least: Option<f64>,
    at_most: Option<f64>,
    contrast_at_least: Option<f64>,
    in_viewport: Option<bool>,
    no_horizontal_scroll: Option<u32>,
    local_storage_used: Option<bool>,
    request: Option<RawRequest>,
    made: Option<bool>,
    no_console_errors: Option<bool>,
    title: Option<String>,
    title_contains: Option<String>,
    url_contains: Option<String>,
    clipboard: Option<String>,
    clipboard_contains: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRequest {
    url_contains: String,
    method: Option<String>,
}

/// What is wrong with one check, and in which step (from 0), if in one.
#[derive(Debug)]
pub(super) struct Problem {
    pub step: Option<usize>,
    pub message: String,
}

fn problem(step: Option<usize>, message: impl Into<String>) -> Problem {
    Problem { step, message: message.into() }
}

/// The most steps a check may have.
const MAX_STEPS: usize = 60;
/// The most levels of `within`.
const MAX_WITHIN_DEPTH: usize = 3;
/// The longest text any string of the format may hold.
const MAX_TEXT: usize = 300;
/// The most characters one `type` step sends, key by key.
const MAX_TYPED: usize = 2_000;
/// The longest story.
const MAX_STORY: usize = 200;

impl RawCheck {
    /// The typed check, or what is wrong with it.
    pub fn read(self) -> Result<Check, Problem> {
        if !is_kebab(&self.id) {
            return Err(problem(None, format!("the id `{}` is not kebab-case (a-z, 0-9 and single hyphens)", self.id)));
        }
        if self.criterion == 0 {
            return Err(problem(None, "`criterion` counts the bullets from 1"));
        }
        let story = self.story.trim().to_owned();
        if story.is_empty() || story.contains('\n') || story.chars().count() > MAX_STORY {
            return Err(problem(None, format!("`story` is one line of 1 to {MAX_STORY} characters")));
        }
        let verification = match (self.steps, self.not_verifiable) {
            (Some(_), Some(_)) => return Err(problem(None, "a check has `steps` or `not_verifiable`, not both")),
            (None, None) => return Err(problem(None, "a check needs `steps` or a `not_verifiable` reason")),
            (None, Some(reason)) => {
                let runs = self.path.is_some()
                    || self.viewport.is_some()
                    || self.javascript.is_some()
                    || self.reduced_motion.is_some()
                    || self.color_scheme.is_some()
                    || self.date.is_some()
                    || self.timeout_ms.is_some();
                if runs {
                    return Err(problem(None, "a check that is not verifiable has no load options"));
                }
                let reason = reason.trim().to_owned();
                if reason.is_empty() || reason.chars().count() > MAX_TEXT {
                    return Err(problem(
                        None,
                        format!("`not_verifiable` gives a reason of 1 to {MAX_TEXT} characters"),
                    ));
                }
                Verification::NotVerifiable { reason }
            }
            (Some(steps), None) => {
                let load = Load {
                    path: self.path.map(|path| site_path(&path)).transpose().map_err(|m| problem(None, m))?,
                    viewport: self
                        .viewport
                        .map(viewport)
                        .transpose()
                        .map_err(|m| problem(None, m))?
                        .unwrap_or(DEFAULT_VIEWPORT),
                    javascript: self.javascript.unwrap_or(true),
                    reduced_motion: self.reduced_motion.unwrap_or(false),
                    color_scheme: self.color_scheme,
                    date: self.date.map(|date| instant(&date)).transpose().map_err(|m| problem(None, m))?,
                };
                let timeout_ms = self.timeout_ms.unwrap_or(DEFAULT_TIMEOUT_MS);
                if !(100..=MAX_TIMEOUT_MS).contains(&timeout_ms) {
                    return Err(problem(None, format!("`timeout_ms` is from 100 to {MAX_TIMEOUT_MS}")));
                }
                if steps.is_empty() || steps.len() > MAX_STEPS {
                    return Err(problem(None, format!("a check has 1 to {MAX_STEPS} steps")));
                }
                let steps = steps
                    .into_iter()
                    .enumerate()
                    .map(|(n, step)| step.read().map_err(|m| problem(Some(n), m)))
                    .collect::<Result<Vec<_>, _>>()?;
                Verification::Steps { load, timeout_ms, steps }
            }
        };
        Ok(Check {
            id: self.id,
            criterion: self.criterion,
            story,
            required: self.required.unwrap_or(true),
            verification,
        })
    }
}

fn is_kebab(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 80
        && id
            .split('-')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()))
}

/// A path of the learner's own site: it cannot name another host.
fn site_path(path: &str) -> Result<String, String> {
    let own = path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && path.len() <= MAX_TEXT
        && path.chars().all(|c| c.is_ascii_graphic());
    if own {
        Ok(path.to_owned())
    } else {
        Err(format!("`path` is a path of the learner's site starting with one `/`, not `{path}`"))
    }
}

fn viewport(size: Size) -> Result<Size, String> {
    if (200..=3840).contains(&size.width) && (200..=4000).contains(&size.height) {
        Ok(size)
    } else {
        Err("a viewport is 200 to 3840 pixels wide and 200 to 4000 high".into())
    }
}

/// `2026-03-14T10:00:00Z`: an instant in UTC, to the second or finer.
fn instant(text: &str) -> Result<String, String> {
    let pattern = regex::Regex::new(
        r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?Z$",
    );
    match pattern {
        Ok(pattern) if pattern.is_match(text) => Ok(text.to_owned()),
        _ => Err(format!("`date` is an instant in UTC such as 2026-03-14T10:00:00Z, not `{text}`")),
    }
}

fn bounded(text: String, what: &str) -> Result<String, String> {
    if text.is_empty() || text.chars().count() > MAX_TEXT {
        Err(format!("{what} holds 1 to {MAX_TEXT} characters"))
    } else {
        Ok(text)
    }
}

fn pattern(text: String) -> Result<String, String> {
    let text = bounded(text, "a regular expression")?;
    regex::RegexBuilder::new(&text)
        .size_limit(1 << 20)
        .build()
        .map(|_| text)
        .map_err(|e| format!("the regular expression does not compile: {}", e.to_string().lines().last().unwrap_or("")))
}

/// One rule of text: the `key`, `key_contains` or `key_matches` given.
fn text_rule(
    equals: Option<String>,
    contains: Option<String>,
    matches: Option<String>,
    key: &str,
) -> Result<Option<TextRule>, String> {
    match (equals, contains, matches) {
        (None, None, None) => Ok(None),
        // Empty is a text too: a field cleared, a list emptied.
        (Some(text), None, None) if text.chars().count() <= MAX_TEXT => Ok(Some(TextRule::Equals(text))),
        (Some(_), None, None) => Err(format!("`{key}` holds at most {MAX_TEXT} characters")),
        (None, Some(text), None) => Ok(Some(TextRule::Contains(bounded(text, &format!("`{key}_contains`"))?))),
        (None, None, Some(text)) => Ok(Some(TextRule::Matches(pattern(text)?))),
        _ => Err(format!("give one of `{key}`, `{key}_contains` and `{key}_matches`")),
    }
}

impl RawStep {
    fn read(self) -> Result<Step, String> {
        Ok(match self {
            RawStep::Click(at) => Step::Click(at.read(0)?),
            RawStep::Type { into, text } => {
                if text.chars().count() > MAX_TYPED {
                    return Err(format!("`type` sends at most {MAX_TYPED} characters"));
                }
                Step::Type { into: into.read(0)?, text }
            }
            RawStep::Clear(at) => Step::Clear(at.read(0)?),
            RawStep::Press(keys) => Step::Press(Chord::parse(&keys)?),
            RawStep::Tab(times) => Step::Tab(presses(times)?),
            RawStep::ShiftTab(times) => Step::ShiftTab(presses(times)?),
            RawStep::Hover(at) => Step::Hover(at.read(0)?),
            RawStep::Viewport(size) => Step::Viewport(viewport(size)?),
            RawStep::Reload(true) => Step::Reload,
            RawStep::Reload(false) => return Err("`reload: false` does nothing: leave the step out".into()),
            RawStep::Offline(offline) => Step::Offline(offline),
            RawStep::WaitMs(ms) if (1..=MAX_WAIT_MS).contains(&ms) => Step::WaitMs(ms),
            RawStep::WaitMs(_) => return Err(format!("`wait_ms` is from 1 to {MAX_WAIT_MS}")),
            RawStep::Wait(assertion) => Step::Wait(assertion.read()?),
            RawStep::Expect(assertion) => Step::Expect(assertion.read()?),
        })
    }
}

fn presses(times: u32) -> Result<u32, String> {
    if (1..=50).contains(&times) {
        Ok(times)
    } else {
        Err("Tab is pressed 1 to 50 times".into())
    }
}

impl RawLocator {
    fn read(self, depth: usize) -> Result<Locator, String> {
        let name = text_rule(self.name, self.name_contains, None, "name")?;
        let label = text_rule(self.label, self.label_contains, None, "label")?;
        let text = text_rule(self.text, self.text_contains, None, "text")?;
        let by = match (self.role, label, text, self.css) {
            (Some(role), None, None, None) => {
                if role.is_empty() || !role.chars().all(|c| c.is_ascii_lowercase()) {
                    return Err(format!("`{role}` is not an ARIA role"));
                }
                Find::Role { role, name }
            }
            (None, Some(label), None, None) if name.is_none() => Find::Label(label),
            (None, None, Some(text), None) if name.is_none() => Find::Text(text),
            (None, None, None, Some(css)) if name.is_none() => Find::Css(bounded(css, "a CSS selector")?),
            (None, None, None, None) => {
                return Err("a locator needs one of `role`, `label`, `text` and `css`".into());
            }
            _ if name.is_some() => return Err("`name` goes with `role` alone".into()),
            _ => return Err("a locator has one of `role`, `label`, `text` and `css`".into()),
        };
        let nth = self.nth.unwrap_or(0);
        if nth > 100 {
            return Err("`nth` is at most 100".into());
        }
        let within = match self.within {
            Some(_) if depth >= MAX_WITHIN_DEPTH => {
                return Err(format!("`within` nests at most {MAX_WITHIN_DEPTH} deep"));
            }
            Some(outer) => Some(Box::new(outer.read(depth + 1)?)),
            None => None,
        };
        Ok(Locator { by, nth, within })
    }
}

impl RawAssertion {
    fn read(self) -> Result<Assertion, String> {
        let kinds = self.kinds();
        let [kind] = kinds.as_slice() else {
            return Err(if kinds.is_empty() {
                "the assertion says nothing to check".into()
            } else {
                format!("one assertion at a time: this one has {}", kinds.join(", "))
            });
        };
        let kind = *kind;
        let needs_locator = !matches!(
            kind,
            "focused"
                | "no_horizontal_scroll"
                | "local_storage_used"
                | "request"
                | "no_console_errors"
                | "title"
                | "url_contains"
                | "clipboard"
        );
        let locator = match (self.locator, needs_locator) {
            (Some(at), true) => Some(at.read(0)?),
            (None, true) => return Err(format!("`{kind}` needs a `locator`")),
            (Some(_), false) => return Err(format!("`{kind}` takes no `locator`")),
            (None, false) => None,
        };
        let at = || locator.clone().ok_or_else(|| format!("`{kind}` needs a `locator`"));
        let unused = |names: &[(&str, bool)]| -> Result<(), String> {
            match names.iter().find(|(_, given)| *given) {
                Some((name, _)) => Err(format!("`{name}` does not go with `{kind}`")),
                None => Ok(()),
            }
        };
        let rule_keys = [
            ("equals", self.equals.is_some()),
            ("not_equals", self.not_equals.is_some()),
            ("matches", self.matches.is_some()),
            ("present", self.present.is_some()),
            ("at_least", self.at_least.is_some()),
            ("at_most", self.at_most.is_some()),
            ("made", self.made.is_some()),
        ];
        let assertion = match kind {
            "exists" => Assertion::Exists { locator: at()?, exists: self.exists.unwrap_or(true) },
            "visible" => Assertion::Visible { locator: at()?, visible: self.visible.unwrap_or(true) },
            "count" => {
                let count = match (self.count, self.count_at_least, self.count_at_most) {
                    (Some(n), None, None) => CountRule { at_least: Some(n), at_most: Some(n) },
                    (None, least, most) => CountRule { at_least: least, at_most: most },
                    _ => return Err("give `count`, or `count_at_least` and `count_at_most`".into()),
                };
                Assertion::Count { locator: at()?, count }
            }
            "text" => {
                let rule = text_rule(self.text, self.text_contains, self.text_matches, "text")?;
                Assertion::Text { locator: at()?, text: rule.ok_or("`text` needs a text")? }
            }
            "value" => {
                let rule = text_rule(self.value, self.value_contains, None, "value")?;
                Assertion::Value { locator: at()?, value: rule.ok_or("`value` needs a text")? }
            }
            "attribute" => {
                let attribute = bounded(self.attribute.unwrap_or_default(), "`attribute`")?;
                let rule = match (self.equals, self.matches, self.present) {
                    (Some(value), None, None) => AttributeRule::Equals(value),
                    (None, Some(text), None) => AttributeRule::Matches(pattern(text)?),
                    (None, None, Some(present)) => AttributeRule::Present(present),
                    _ => return Err("an `attribute` takes one of `equals`, `matches` and `present`".into()),
                };
                unused(&[
                    ("not_equals", rule_keys[1].1),
                    ("at_least", rule_keys[4].1),
                    ("at_most", rule_keys[5].1),
                    ("made", rule_keys[6].1),
                ])?;
                Assertion::Attribute { locator: at()?, attribute, rule }
            }
            "state" => {
                let states = self.state.unwrap_or_default();
                let mut states = states.into_iter();
                let (Some((state, value)), None) = (states.next(), states.next()) else {
                    return Err("`state` names one state, e.g. `{ checked: true }`".into());
                };
                Assertion::State { locator: at()?, state, value }
            }
            "focused" => Assertion::Focused(self.focused.ok_or("`focused` needs a locator")?.read(0)?),
            "style" => {
                let property = bounded(self.style.unwrap_or_default(), "`style`")?;
                if !property.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                    return Err(format!("`{property}` is not a CSS property name"));
                }
                let rule = match (self.equals, self.not_equals, self.at_least, self.at_most) {
                    (Some(value), None, None, None) => StyleRule::Equals(value),
                    (None, Some(value), None, None) => StyleRule::NotEquals(value),
                    (None, None, least, most) if least.is_some() || most.is_some() => {
                        StyleRule::Between { at_least: least, at_most: most }
                    }
                    _ => {
                        return Err("a `style` takes one of `equals`, `not_equals`, or `at_least` and `at_most`".into())
                    }
                };
                unused(&[("matches", rule_keys[2].1), ("present", rule_keys[3].1), ("made", rule_keys[6].1)])?;
                Assertion::Style { locator: at()?, property, rule }
            }
            "contrast_at_least" => {
                let ratio = self.contrast_at_least.unwrap_or_default();
                if !(1.0..=21.0).contains(&ratio) {
                    return Err("a contrast ratio is from 1 to 21".into());
                }
                Assertion::ContrastAtLeast { locator: at()?, ratio }
            }
            "in_viewport" => Assertion::InViewport { locator: at()?, in_viewport: self.in_viewport.unwrap_or(true) },
            "no_horizontal_scroll" => {
                let width = self.no_horizontal_scroll.unwrap_or_default();
                if !(200..=3840).contains(&width) {
                    return Err("`no_horizontal_scroll` is a width from 200 to 3840".into());
                }
                Assertion::NoHorizontalScroll { width }
            }
            "local_storage_used" => Assertion::LocalStorageUsed(self.local_storage_used.unwrap_or(true)),
            "request" => {
                let request = self.request.ok_or("`request` needs `url_contains`")?;
                let method = match request.method {
                    Some(method) if ["GET", "POST", "PUT", "PATCH", "DELETE"].contains(&method.as_str()) => {
                        Some(method)
                    }
                    Some(method) => return Err(format!("`{method}` is not a method (GET, POST, PUT, PATCH, DELETE)")),
                    None => None,
                };
                let url_contains = bounded(request.url_contains, "`url_contains`")?;
                unused(&rule_keys[..6])?;
                Assertion::Request { url_contains, method, made: self.made.unwrap_or(true) }
            }
            "no_console_errors" if self.no_console_errors == Some(true) => Assertion::NoConsoleErrors,
            "no_console_errors" => return Err("`no_console_errors` is `true` or left out".into()),
            "title" => {
                let rule = text_rule(self.title, self.title_contains, None, "title")?;
                Assertion::Title(rule.ok_or("`title` needs a text")?)
            }
            "url_contains" => Assertion::UrlContains(bounded(self.url_contains.unwrap_or_default(), "`url_contains`")?),
            "clipboard" => {
                let rule = text_rule(self.clipboard, self.clipboard_contains, None, "clipboard")?;
                Assertion::Clipboard(rule.ok_or("`clipboard` needs a text")?)
            }
            other => return Err(format!("`{other}` is not an assertion")),
        };
        if !matches!(assertion, Assertion::Attribute { .. } | Assertion::Style { .. } | Assertion::Request { .. }) {
            unused(&rule_keys)?;
        }
        Ok(assertion)
    }

    /// The assertion kinds this mapping names (one is right).
    fn kinds(&self) -> Vec<&'static str> {
        let given = [
            ("exists", self.exists.is_some()),
            ("visible", self.visible.is_some()),
            ("count", self.count.is_some() || self.count_at_least.is_some() || self.count_at_most.is_some()),
            ("text", self.text.is_some() || self.text_contains.is_some() || self.text_matches.is_some()),
            ("value", self.value.is_some() || self.value_contains.is_some()),
            ("attribute", self.attribute.is_some()),
            ("state", self.state.is_some()),
            ("focused", self.focused.is_some()),
            ("style", self.style.is_some()),
            ("contrast_at_least", self.contrast_at_least.is_some()),
            ("in_viewport", self.in_viewport.is_some()),
            ("no_horizontal_scroll", self.no_horizontal_scroll.is_some()),
            ("local_storage_used", self.local_storage_used.is_some()),
            ("request", self.request.is_some()),
            ("no_console_errors", self.no_console_errors.is_some()),
            ("title", self.title.is_some() || self.title_contains.is_some()),
            ("url_contains", self.url_contains.is_some()),
            ("clipboard", self.clipboard.is_some() || self.clipboard_contains.is_some()),
        ];
        given.into_iter().filter(|(_, on)| *on).map(|(kind, _)| kind).collect()
    }
}
