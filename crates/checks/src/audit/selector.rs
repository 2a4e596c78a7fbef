//! The CSS selector that points a learner at an element: `#id` when the
//! element has a unique id, otherwise a child path from the nearest ancestor
//! with a unique id (or from `body` / `head`), with `:nth-of-type` where a
//! sibling shares the name: `#hero > img`, `body > main > form >
//! input:nth-of-type(2)`.

use ego_tree::NodeId;
use scraper::ElementRef;

use super::page::{in_html_namespace, Page};

/// A path longer than this is cut to its last steps: the selector may then
/// match more than one element, but only on pages nested absurdly deep, and
/// the cost of an issue stays bounded.
const MAX_STEPS: usize = 64;

/// The selector for the element `node`.
pub(crate) fn for_node(page: &Page, node: NodeId) -> String {
    let mut steps: Vec<String> = Vec::new();
    let mut current = page.element(node);
    while let Some(element) = current {
        if let Some(id) = element.value().attr("id").filter(|id| !id.is_empty() && page.id_is_unique(id)) {
            steps.push(format!("#{}", escape_identifier(id)));
            break;
        }
        let name = element.value().name();
        // The parser makes exactly one html, head and body element, so the
        // path can start there and stay short.
        if in_html_namespace(element) && matches!(name, "html" | "head" | "body") {
            steps.push(name.to_owned());
            break;
        }
        let (index, unique) = page.type_position(element.id());
        let step =
            if unique { escape_identifier(name) } else { format!("{}:nth-of-type({index})", escape_identifier(name)) };
        steps.push(step);
        if steps.len() >= MAX_STEPS {
            break;
        }
        current = element.parent().and_then(ElementRef::wrap);
    }
    steps.reverse();
    steps.join(" > ")
}

/// Escapes a string as a CSS identifier, as `CSS.escape()` does (CSSOM,
/// "serialize an identifier"), so that ids such as `2col` or `a.b` still
/// make a valid selector.
pub(crate) fn escape_identifier(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    let chars: Vec<char> = value.chars().collect();
    for (index, &c) in chars.iter().enumerate() {
        let code = c as u32;
        if c == '\0' {
            escaped.push('\u{FFFD}');
        } else if (0x01..=0x1f).contains(&code)
            || code == 0x7f
            || (index == 0 && c.is_ascii_digit())
            || (index == 1 && c.is_ascii_digit() && chars.first() == Some(&'-'))
        {
            escaped.push_str(&format!("\\{code:x} "));
        } else if index == 0 && c == '-' && chars.len() == 1 {
            escaped.push_str("\\-");
        } else if code >= 0x80 || c == '-' || c == '_' || c.is_ascii_alphanumeric() {
            escaped.push(c);
        } else {
            escaped.push('\\');
            escaped.push(c);
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_like_css_escape() {
        assert_eq!(escape_identifier("hero"), "hero");
        assert_eq!(escape_identifier("2col"), "\\32 col");
        assert_eq!(escape_identifier("-1a"), "-\\31 a");
        assert_eq!(escape_identifier("-"), "\\-");
        assert_eq!(escape_identifier("a.b:c"), "a\\.b\\:c");
        assert_eq!(escape_identifier("caf\u{e9}"), "caf\u{e9}");
        assert_eq!(escape_identifier("a b"), "a\\ b");
    }
}
