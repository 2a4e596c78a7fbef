//! Rules about the document as a whole: its language, its title and its
//! viewport.

use scraper::ElementRef;

use super::page::Page;
use super::{shorten, Finding, Impact, Rule};

/// `html-has-lang`: the `html` element has a non-empty `lang`.
pub(crate) const HTML_HAS_LANG: Rule =
    Rule { id: "html-has-lang", impact: Impact::Serious, title: "The page declares its language" };

/// `document-title`: the page has a non-empty `title`.
pub(crate) const DOCUMENT_TITLE: Rule =
    Rule { id: "document-title", impact: Impact::Serious, title: "The page has a title" };

/// `meta-viewport`: a viewport `meta` sets `width` or `initial-scale`.
pub(crate) const META_VIEWPORT: Rule =
    Rule { id: "meta-viewport", impact: Impact::Moderate, title: "The page sets a viewport for small screens" };

/// `meta-viewport-zoom`: the viewport does not stop people zooming in.
pub(crate) const META_VIEWPORT_ZOOM: Rule =
    Rule { id: "meta-viewport-zoom", impact: Impact::Critical, title: "The viewport lets people zoom" };

/// The lowest `maximum-scale` that still lets text grow to 200 %.
const MINIMUM_MAXIMUM_SCALE: f64 = 2.0;

/// Runs the document rules.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    html_has_lang(page, out);
    document_title(page, out);
    viewport(page, out);
}

fn html_has_lang(page: &Page, out: &mut Vec<Finding>) {
    let Some(root) = page.root() else { return };
    match root.value().attr("lang") {
        None => out.push(Finding::new(&HTML_HAS_LANG, root.id(), "The html element has no lang attribute.")),
        Some(lang) if lang.trim().is_empty() => {
            out.push(Finding::new(&HTML_HAS_LANG, root.id(), "The html element's lang attribute is empty."))
        }
        Some(_) => {}
    }
}

fn document_title(page: &Page, out: &mut Vec<Finding>) {
    // The browser takes the first `title` element, wherever it is.
    match page.html_elements("title").next() {
        None => {
            if let Some(head) = page.head() {
                out.push(Finding::new(&DOCUMENT_TITLE, head.id(), "The page has no title element."));
            }
        }
        Some(title) => {
            if title.text().all(|text| text.trim().is_empty()) {
                out.push(Finding::new(&DOCUMENT_TITLE, title.id(), "The page title is empty."));
            }
        }
    }
}

fn viewport(page: &Page, out: &mut Vec<Finding>) {
    let metas: Vec<ElementRef<'_>> = page
        .html_elements("meta")
        .filter(|meta| meta.value().attr("name").is_some_and(|name| name.trim().eq_ignore_ascii_case("viewport")))
        .collect();

    let sets_size = metas.iter().any(|meta| {
        properties(meta.value().attr("content").unwrap_or_default())
            .iter()
            .any(|(key, value)| (key == "width" || key == "initial-scale") && !value.is_empty())
    });
    if !sets_size {
        match metas.first() {
            None => {
                if let Some(head) = page.head() {
                    out.push(Finding::new(&META_VIEWPORT, head.id(), "The page has no viewport meta element."));
                }
            }
            Some(meta) => out.push(Finding::new(
                &META_VIEWPORT,
                meta.id(),
                "The viewport meta element sets neither width nor initial-scale.",
            )),
        }
    }

    for meta in metas {
        if let Some(message) = zoom_problem(meta.value().attr("content").unwrap_or_default()) {
            out.push(Finding::new(&META_VIEWPORT_ZOOM, meta.id(), message));
        }
    }
}

/// The `key=value` pairs of a viewport `content`, lowercased; browsers
/// accept both commas and semicolons between them.
fn properties(content: &str) -> Vec<(String, String)> {
    content
        .to_ascii_lowercase()
        .split([',', ';'])
        .filter_map(|item| {
            let (key, value) = item.split_once('=')?;
            Some((key.trim().to_owned(), value.trim().to_owned()))
        })
        .filter(|(key, _)| !key.is_empty())
        .collect()
}

/// What in a viewport `content` stops zooming, judged as axe-core does:
/// `user-scalable` other than `yes` (or a number of 1 and more), or a
/// `maximum-scale` below 2.
fn zoom_problem(content: &str) -> Option<String> {
    for (key, value) in properties(content) {
        if value.is_empty() {
            continue;
        }
        let number = leading_number(&value);
        match key.as_str() {
            "user-scalable" => {
                let allowed = matches!(value.as_str(), "yes" | "device-width" | "device-height");
                let disabled = match number {
                    Some(number) => number > -1.0 && number < 1.0,
                    None => !allowed,
                };
                if disabled {
                    return Some(format!(
                        "The viewport meta element stops zooming with user-scalable={}.",
                        shorten(&value, 20)
                    ));
                }
            }
            "maximum-scale" => {
                let too_small = match number {
                    Some(number) => (0.0..MINIMUM_MAXIMUM_SCALE).contains(&number),
                    None => !matches!(value.as_str(), "device-width" | "device-height"),
                };
                if too_small {
                    return Some(format!(
                        "The viewport meta element limits zooming with maximum-scale={}.",
                        shorten(&value, 20)
                    ));
                }
            }
            _ => {}
        }
    }
    None
}

/// The number a value starts with, as browsers read `1.0px` as 1.
fn leading_number(value: &str) -> Option<f64> {
    let end = value
        .char_indices()
        .find(|&(index, c)| !(c.is_ascii_digit() || c == '.' || ((c == '-' || c == '+') && index == 0)))
        .map_or(value.len(), |(index, _)| index);
    value[..end].parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_is_judged_like_axe() {
        assert!(zoom_problem("width=device-width, initial-scale=1").is_none());
        assert!(zoom_problem("width=device-width, user-scalable=yes, maximum-scale=5").is_none());
        assert!(zoom_problem("maximum-scale=2").is_none());
        assert!(zoom_problem("maximum-scale=-1").is_none());
        assert!(zoom_problem("user-scalable=no").is_some());
        assert!(zoom_problem("user-scalable=0").is_some());
        assert!(zoom_problem("USER-SCALABLE = NO").is_some());
        assert!(zoom_problem("maximum-scale=1.0").is_some());
        assert!(zoom_problem("width=device-width; maximum-scale=1.5").is_some());
        assert!(zoom_problem("maximum-scale=big").is_some());
    }

    #[test]
    fn numbers_are_read_from_the_start() {
        assert_eq!(leading_number("1.5px"), Some(1.5));
        assert_eq!(leading_number("-1"), Some(-1.0));
        assert_eq!(leading_number("no"), None);
    }
}
