//! `/docs/checks`: docs/checks.md, the page every audit issue links to
//! (`/docs/checks#<rule>`), rendered once on first request. Each `##`
//! section gets an id from its heading (a rule's id is its heading), so
//! the links land on it.

use std::sync::OnceLock;

use axum::http::header;
use axum::response::{IntoResponse, Response};
use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag, TagEnd};

/// Where the page is served.
pub const CHECKS_PATH: &str = "/docs/checks";

const CHECKS_MD: &str = include_str!("../../../../../docs/checks.md");

/// The rendered page.
pub async fn checks_page() -> Response {
    static PAGE: OnceLock<String> = OnceLock::new();
    let page = PAGE.get_or_init(|| render_page(CHECKS_MD));
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=300")], page.clone())
        .into_response()
}

/// The id of a section headed `text`: lower case, letters, digits and
/// hyphens ("Statuses of a check" → `statuses-of-a-check`; `image-alt`
/// stays `image-alt`).
fn section_id(text: &str) -> String {
    let kept: String =
        text.to_lowercase().chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { ' ' }).collect();
    kept.split_whitespace().collect::<Vec<_>>().join("-")
}

/// The Markdown as HTML, with ids on its `##` headings.
fn render_body(markdown: &str) -> String {
    let events: Vec<Event> = Parser::new_ext(markdown, Options::ENABLE_TABLES).collect();
    let mut out = Vec::with_capacity(events.len());
    let mut index = 0;
    while index < events.len() {
        match &events[index] {
            Event::Start(Tag::Heading { level: pulldown_cmark::HeadingLevel::H2, id: None, classes, attrs }) => {
                let text: String = events[index + 1..]
                    .iter()
                    .take_while(|e| !matches!(e, Event::End(TagEnd::Heading(_))))
                    .filter_map(|e| match e {
                        Event::Text(t) | Event::Code(t) => Some(t.to_string()),
                        _ => None,
                    })
                    .collect();
                out.push(Event::Start(Tag::Heading {
                    level: pulldown_cmark::HeadingLevel::H2,
                    id: Some(CowStr::from(section_id(&text))),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
            }
            other => out.push(other.clone()),
        }
        index += 1;
    }
    let mut body = String::new();
    html::push_html(&mut body, out.into_iter());
    body
}

fn render_page(markdown: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>How Frontloop checks a solution | Frontloop</title>\n\
         <meta name=\"description\" content=\"What Frontloop's checks of a solution look at, why each rule matters and how to fix what they find.\">\n\
         <link rel=\"canonical\" href=\"{CHECKS_PATH}\">\n\
         <style>body{{font:16px/1.6 system-ui,sans-serif;color:#1f2937;margin:0}}\
         header,main{{max-width:46rem;margin:0 auto;padding:1rem 1.25rem}}\
         header a{{color:#4338ca;font-weight:600}}h1{{font-size:2rem;line-height:1.2}}\
         h2{{margin-top:2.5rem;border-top:1px solid #e5e7eb;padding-top:1.5rem}}\
         pre{{background:#f3f4f6;padding:.75rem;overflow-x:auto;border-radius:.375rem}}\
         code{{font-size:.9em}}a{{color:#4338ca}}table{{border-collapse:collapse}}\
         td,th{{border:1px solid #d1d5db;padding:.25rem .5rem}}</style>\n</head>\n<body>\n\
         <header><a href=\"/\">Frontloop</a></header>\n<main>\n{}</main>\n</body>\n</html>\n",
        render_body(markdown)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_get_their_headings_as_ids() {
        let body = render_body("# Title\n\n## image-alt\n\ntext\n\n### What it checks\n\n## Statuses of a check\n");
        assert!(body.contains("<h2 id=\"image-alt\">image-alt</h2>"), "{body}");
        assert!(body.contains("<h2 id=\"statuses-of-a-check\">"), "{body}");
        assert!(body.contains("<h3>What it checks</h3>"), "{body}");
    }

    #[test]
    fn every_audit_rule_has_its_anchor_on_the_page() {
        let page = render_page(CHECKS_MD);
        for rule in frontloop_checks::audit::RULES {
            assert!(page.contains(&format!("id=\"{}\"", rule.id)), "no section for {}", rule.id);
        }
        assert!(page.starts_with("<!doctype html>") && page.contains("<main>"));
    }
}
