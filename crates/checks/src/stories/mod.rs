//! A challenge's user stories as executable acceptance checks
//! (`content/README.md`, "Acceptance checks"): the typed form of a
//! `checks.yaml` file, read and validated by [`parse`] with `file:line`
//! errors. Checks are data: each is a list of steps (trusted input, waits)
//! and assertions on what a user would see, or a written reason why a
//! machine cannot judge its criterion. Nothing here can name another site
//! or carry code to run: the only addresses are paths of the learner's own
//! site, and the only text sent to the page is what a user would type.

mod keys;
mod parse;
mod raw;

pub use keys::{Chord, Modifier};
pub use parse::{parse, FormatError};

use serde::{Deserialize, Serialize};

/// How long a check may run unless it says otherwise.
pub const DEFAULT_TIMEOUT_MS: u32 = 5_000;
/// The longest budget a check may ask for.
pub const MAX_TIMEOUT_MS: u32 = 10_000;
/// The longest fixed wait (`wait_ms`).
pub const MAX_WAIT_MS: u32 = 2_000;
/// The viewport of a check's first load unless it says otherwise.
pub const DEFAULT_VIEWPORT: Size = Size { width: 1280, height: 800 };

/// One acceptance-criterion check of a challenge.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Check {
    /// Stable, kebab-case, unique in the challenge.
    pub id: String,
    /// The acceptance-criteria bullet it covers, counted from 1.
    pub criterion: u32,
    /// One line shown to learners.
    pub story: String,
    /// Needed for **Verified**; an advisory check is reported only.
    pub required: bool,
    /// Steps to run, or why a machine cannot judge the criterion.
    pub verification: Verification,
}

impl Check {
    /// Whether a machine runs this check.
    pub fn verifiable(&self) -> bool {
        matches!(self.verification, Verification::Steps { .. })
    }
}

/// How a check is judged.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verification {
    /// A fresh load of the site set up as `load` says, then `steps` in
    /// order within `timeout_ms`.
    Steps { load: Load, timeout_ms: u32, steps: Vec<Step> },
    /// The reason a machine cannot judge it, shown to learners.
    NotVerifiable { reason: String },
}

/// How the page is loaded before a check's first step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Load {
    /// A path of the learner's site (starting with `/`), else its address.
    pub path: Option<String>,
    pub viewport: Size,
    pub javascript: bool,
    pub reduced_motion: bool,
    pub color_scheme: Option<ColorScheme>,
    /// The instant the page's clock starts at, RFC 3339 in UTC.
    pub date: Option<String>,
}

impl Default for Load {
    fn default() -> Load {
        Load {
            path: None,
            viewport: DEFAULT_VIEWPORT,
            javascript: true,
            reduced_motion: false,
            color_scheme: None,
            date: None,
        }
    }
}

/// A viewport size in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Size {
    pub width: u32,
    pub height: u32,
}

/// `prefers-color-scheme`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorScheme {
    Light,
    Dark,
}

/// One step of a check.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// A trusted mouse click on the element's centre.
    Click(Locator),
    /// Clicks the element, then types `text` key by key.
    Type { into: Locator, text: String },
    /// Selects all of a field and deletes it.
    Clear(Locator),
    /// A trusted key press, with modifiers held.
    Press(Chord),
    /// Tab so many times.
    Tab(u32),
    /// Shift+Tab so many times.
    ShiftTab(u32),
    /// Moves the mouse over the element.
    Hover(Locator),
    /// Resizes the page.
    Viewport(Size),
    /// Reloads the page, storage kept.
    Reload,
    /// Cuts (`true`) or restores the page's network.
    Offline(bool),
    /// Waits so many milliseconds.
    WaitMs(u32),
    /// Waits until the assertion holds, within the check's budget.
    Wait(Assertion),
    /// Fails the check unless the assertion holds now.
    Expect(Assertion),
}

/// How an element is found: the way a user finds it, by role and name, by
/// label or by text; by CSS selector as the last resort.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Locator {
    pub by: Find,
    /// Which match, from 0.
    pub nth: u32,
    /// Search inside the first match of this locator.
    pub within: Option<Box<Locator>>,
}

/// What a locator matches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Find {
    /// An ARIA role (implicit ones count) and, if given, its accessible name.
    Role { role: String, name: Option<TextRule> },
    /// A form control by its label.
    Label(TextRule),
    /// The innermost visible element with this text.
    Text(TextRule),
    /// A CSS selector.
    Css(String),
}

/// How a text is compared: trimmed, with runs of white space as one space.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TextRule {
    Equals(String),
    /// A part of the text, whatever its case.
    Contains(String),
    /// A regular expression (Rust `regex` syntax: no look-around).
    Matches(String),
}

impl TextRule {
    /// Whether `text` (as the page has it) meets the rule.
    pub fn holds(&self, text: &str) -> bool {
        let text = collapse(text);
        match self {
            TextRule::Equals(wanted) => text == collapse(wanted),
            TextRule::Contains(part) => text.to_lowercase().contains(&collapse(part).to_lowercase()),
            TextRule::Matches(pattern) => matches_pattern(pattern, &text),
        }
    }
}

/// Whether the regular expression `pattern` finds a match in `text`; a
/// pattern that does not compile (the validator refuses those) matches
/// nothing.
pub fn matches_pattern(pattern: &str, text: &str) -> bool {
    regex::RegexBuilder::new(pattern).size_limit(1 << 20).build().is_ok_and(|re| re.is_match(text))
}

/// Trimmed, with runs of white space as one space.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How many elements may match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountRule {
    pub at_least: Option<u32>,
    pub at_most: Option<u32>,
}

/// What an attribute must be.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttributeRule {
    Equals(String),
    Matches(String),
    Present(bool),
}

/// What a computed style must be.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StyleRule {
    Equals(String),
    NotEquals(String),
    /// In CSS pixels, both bounds when both are given.
    Between {
        at_least: Option<f64>,
        at_most: Option<f64>,
    },
}

/// An ARIA state as assistive technology gets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AriaState {
    Checked,
    Selected,
    Expanded,
    Pressed,
    Disabled,
    Invalid,
    Required,
}

/// Something that holds, or not, of the page now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Assertion {
    Exists { locator: Locator, exists: bool },
    Visible { locator: Locator, visible: bool },
    Count { locator: Locator, count: CountRule },
    Text { locator: Locator, text: TextRule },
    Value { locator: Locator, value: TextRule },
    Attribute { locator: Locator, attribute: String, rule: AttributeRule },
    State { locator: Locator, state: AriaState, value: bool },
    Focused(Locator),
    Style { locator: Locator, property: String, rule: StyleRule },
    ContrastAtLeast { locator: Locator, ratio: f64 },
    InViewport { locator: Locator, in_viewport: bool },
    NoHorizontalScroll { width: u32 },
    LocalStorageUsed(bool),
    Request { url_contains: String, method: Option<String>, made: bool },
    NoConsoleErrors,
    Title(TextRule),
    UrlContains(String),
    Clipboard(TextRule),
}

#[cfg(test)]
mod tests;
