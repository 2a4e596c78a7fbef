//! `mixed-content`: a page served over https loads nothing over plain http.

use scraper::ElementRef;
use url::Url;

use super::page::{in_html_namespace, input_type, Page};
use super::{shorten, Finding, Impact, Rule};

/// `mixed-content`: no subresource or form target over `http:` on an https
/// page.
pub(crate) const MIXED_CONTENT: Rule =
    Rule { id: "mixed-content", impact: Impact::Serious, title: "Everything loads over https" };

/// Runs `mixed-content` when the page itself came over https.
pub(crate) fn check(page: &Page, page_url: &Url, out: &mut Vec<Finding>) {
    if page_url.scheme() != "https" {
        return;
    }
    let base = document_base(page, page_url);
    for element in page.elements().filter(|element| in_html_namespace(*element)) {
        let Some(what) = kind(element) else { continue };
        let insecure = addresses(element).into_iter().find_map(|address| {
            let resolved = base.join(address.trim()).ok()?;
            (resolved.scheme() == "http").then_some(resolved)
        });
        if let Some(url) = insecure {
            let url = shorten(url.as_str(), 100);
            let message = if what == "form" {
                format!("The form sends its data to {url} over insecure http.")
            } else {
                format!("The {what} loads {url} over insecure http.")
            };
            out.push(Finding::new(&MIXED_CONTENT, element.id(), message));
        }
    }
}

/// The URL relative addresses resolve against: the first `base[href]`,
/// itself resolved against the page URL, or the page URL.
fn document_base(page: &Page, page_url: &Url) -> Url {
    page.html_elements("base")
        .find_map(|base| base.value().attr("href"))
        .and_then(|href| page_url.join(href.trim()).ok())
        .unwrap_or_else(|| page_url.clone())
}

/// What the element is, in words, when it loads something or sends a form.
fn kind(element: ElementRef<'_>) -> Option<&'static str> {
    let value = element.value();
    Some(match value.name() {
        "img" => "image",
        "script" => "script",
        "iframe" => "frame",
        "audio" => "audio element",
        "video" => "video",
        "source" => "media source",
        "track" => "text track",
        "embed" => "embedded content",
        "object" => "object",
        "form" => "form",
        "input" if input_type(element) == "image" => "image button",
        "link"
            if value.attr("rel").is_some_and(|rel| {
                rel.split_ascii_whitespace().any(|token| token.eq_ignore_ascii_case("stylesheet"))
            }) =>
        {
            "stylesheet"
        }
        _ => return None,
    })
}

/// Every address the element loads from (or, for a form, sends to).
fn addresses(element: ElementRef<'_>) -> Vec<&str> {
    let value = element.value();
    let attributes: &[&str] = match value.name() {
        "img" | "source" => &["src", "srcset"],
        "video" => &["src", "poster"],
        "object" => &["data"],
        "form" => &["action"],
        "link" => &["href"],
        _ => &["src"],
    };
    let mut found = Vec::new();
    for attribute in attributes {
        let Some(text) = value.attr(attribute) else { continue };
        if *attribute == "srcset" {
            found.extend(srcset_urls(text));
        } else if !text.trim().is_empty() {
            // An empty address points at the page itself, which is https.
            found.push(text);
        }
    }
    found
}

/// The URLs of a `srcset`: candidates are separated by commas, and each is
/// a URL followed by an optional descriptor (`2x`, `640w`). A URL may itself
/// contain commas (a data: URL), so only a comma after whitespace or at the
/// end of a URL separates candidates, as the HTML parsing algorithm says.
fn srcset_urls(srcset: &str) -> Vec<&str> {
    let mut urls = Vec::new();
    let mut rest = srcset;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == ',');
        if rest.is_empty() {
            break;
        }
        let end = rest.find(|c: char| c.is_ascii_whitespace()).unwrap_or(rest.len());
        let (candidate, after) = rest.split_at(end);
        let url = candidate.trim_end_matches(',');
        if !url.is_empty() {
            urls.push(url);
        }
        rest = if candidate.ends_with(',') {
            after
        } else {
            // Skip the descriptor, up to the comma that ends the candidate
            // (descriptors may hold parentheses with commas inside).
            let mut depth = 0usize;
            let mut cut = after.len();
            for (index, c) in after.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    ',' if depth == 0 => {
                        cut = index + 1;
                        break;
                    }
                    _ => {}
                }
            }
            &after[cut..]
        };
    }
    urls
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn srcset_candidates() {
        assert_eq!(srcset_urls("a.png 1x, http://x/b.png 2x"), vec!["a.png", "http://x/b.png"]);
        assert_eq!(srcset_urls("a.png,b.png"), vec!["a.png,b.png"]);
        assert_eq!(srcset_urls("a.png, b.png"), vec!["a.png", "b.png"]);
        assert_eq!(srcset_urls("data:image/png;base64,AAA= 1x,c.png 2x"), vec!["data:image/png;base64,AAA=", "c.png"]);
        assert_eq!(srcset_urls("  "), Vec::<&str>::new());
    }
}
