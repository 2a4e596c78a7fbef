//! Properties of the blog's Markdown → HTML path
//! (`frontloop::content::render_blog_markdown`) and of its sanitizer
//! (`frontloop::content::sanitize`) on raw HTML: no script element, no
//! event-handler or style attribute, no URL outside http, https, mailto and
//! relative ones (read the way a browser reads it: entities decoded, case
//! folded, tabs and newlines dropped), `rel` on links, and sanitizing the
//! output again changes nothing.
//!
//! The output is html5ever's serialization, which escapes `&`, `<` and `>`
//! in text and `&`, `"`, `<` and `>` in attribute values: a literal `<`
//! therefore only ever opens a tag, and the small scanner below reads it
//! exactly. Output that does not have that shape fails the check.

use frontloop::content::{render_blog_markdown, sanitize};

/// Elements that must never survive, whatever their attributes.
const FORBIDDEN_ELEMENTS: [&str; 19] = [
    "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "base", "meta",
    "link", "form", "input", "button", "textarea", "template", "noscript",
];
/// Attributes that must never survive (besides every `on…` handler).
const FORBIDDEN_ATTRIBUTES: [&str; 6] = ["style", "srcdoc", "formaction", "srcset", "ping", "http-equiv"];
/// Attributes a browser reads as a URL.
const URL_ATTRIBUTES: [&str; 10] =
    ["href", "src", "cite", "action", "poster", "background", "longdesc", "usemap", "xlink:href", "data"];
/// The schemes the blog allows; a URL without a scheme is relative.
const ALLOWED_SCHEMES: [&str; 3] = ["http", "https", "mailto"];
/// The `rel` every link gets.
const LINK_REL: &str = "noopener noreferrer";

/// Checks one fuzz input twice: read as blog Markdown and read as raw HTML.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    check_markdown(&text);
    check_sanitized(&text, &sanitize(&text));
}

/// Renders `markdown` as a blog post and checks the result.
pub fn check_markdown(markdown: &str) {
    let post = render_blog_markdown(markdown);
    check_sanitized(markdown, &post.html);
    // The plain text is normalised: single spaces, nothing at either end,
    // and the word count counts its words.
    assert_eq!(post.text.split_whitespace().collect::<Vec<_>>().join(" "), post.text, "text not normalised");
    assert_eq!(post.words, post.text.split_whitespace().count(), "word count");
}

/// Checks sanitized `html` produced from `input`.
pub fn check_sanitized(input: &str, html: &str) {
    let fail = |why: String| -> ! { panic!("{why}\n input: {input:?}\noutput: {html:?}") };
    let lower = html.to_ascii_lowercase();
    if let Some(bad) = FORBIDDEN_ELEMENTS.iter().find(|name| has_element(&lower, name)) {
        fail(format!("<{bad}> survived"));
    }
    for tag in scan(html).unwrap_or_else(|e| fail(format!("not html5ever's serialization: {e}"))) {
        check_tag(&tag).unwrap_or_else(|e| fail(e));
    }
    let again = sanitize(html);
    if again != html {
        fail(format!("sanitizing twice changes it to {again:?}"));
    }
}

/// Whether `lower` holds a start tag `<name` (followed by the end of the
/// name).
fn has_element(lower: &str, name: &str) -> bool {
    lower.match_indices('<').any(|(i, _)| {
        let rest = &lower[i + 1..];
        rest.starts_with(name)
            && rest[name.len()..].chars().next().is_none_or(|c| c.is_ascii_whitespace() || c == '>' || c == '/')
    })
}

/// One start tag of the output.
#[derive(Debug)]
struct Tag {
    name: String,
    attributes: Vec<(String, String)>,
}

/// Reads every start tag of serialized HTML.
fn scan(html: &str) -> Result<Vec<Tag>, String> {
    let mut tags = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        rest = &rest[open + 1..];
        let close = rest.find('>').ok_or("a `<` is never closed")?;
        let inside = &rest[..close];
        rest = &rest[close + 1..];
        if let Some(name) = inside.strip_prefix('/') {
            if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(format!("odd end tag </{name}>"));
            }
            continue;
        }
        tags.push(parse_tag(inside)?);
    }
    if rest.contains('>') {
        return Err("a `>` outside any tag".into());
    }
    Ok(tags)
}

/// Parses `name a="v" b="w"` (the inside of a serialized start tag; `>`
/// cannot occur in a value since html5ever escapes it).
fn parse_tag(inside: &str) -> Result<Tag, String> {
    let name_end = inside.find(' ').unwrap_or(inside.len());
    let name = &inside[..name_end];
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(format!("odd tag name in <{inside}>"));
    }
    let mut attributes = Vec::new();
    let mut rest = &inside[name_end..];
    while let Some(after_space) = rest.strip_prefix(' ') {
        let eq = after_space.find("=\"").ok_or_else(|| format!("attribute without a quoted value in <{inside}>"))?;
        let attr_name = &after_space[..eq];
        let value_and_rest = &after_space[eq + 2..];
        let end = value_and_rest.find('"').ok_or_else(|| format!("unterminated value in <{inside}>"))?;
        if attr_name.is_empty() || attr_name.contains([' ', '"', '\'', '<', '>', '=']) {
            return Err(format!("odd attribute name {attr_name:?} in <{inside}>"));
        }
        attributes.push((attr_name.to_owned(), decode_entities(&value_and_rest[..end])));
        rest = &value_and_rest[end + 1..];
    }
    if !rest.is_empty() {
        return Err(format!("trailing {rest:?} in <{inside}>"));
    }
    Ok(Tag { name: name.to_ascii_lowercase(), attributes })
}

/// The checks on one start tag, with its values entity-decoded.
fn check_tag(tag: &Tag) -> Result<(), String> {
    for (name, value) in &tag.attributes {
        let name = name.to_ascii_lowercase();
        if name.starts_with("on") || FORBIDDEN_ATTRIBUTES.contains(&name.as_str()) {
            return Err(format!("<{}> kept the attribute {name}", tag.name));
        }
        if URL_ATTRIBUTES.contains(&name.as_str()) {
            if let Some(scheme) = url_scheme(value) {
                if !ALLOWED_SCHEMES.contains(&scheme.as_str()) {
                    return Err(format!("<{}> kept {name}={value:?} (scheme {scheme})", tag.name));
                }
            }
        }
    }
    if tag.name == "a" && tag.attributes.iter().any(|(n, _)| n == "href") {
        let rel = tag.attributes.iter().find(|(n, _)| n == "rel").map(|(_, v)| v.as_str());
        if rel != Some(LINK_REL) {
            return Err(format!("a link has rel {rel:?}"));
        }
    }
    Ok(())
}

/// The scheme a browser reads from an attribute value, lower-cased: the
/// WHATWG URL parser trims C0 controls and spaces at both ends and drops
/// every tab and newline before it looks for `scheme:`.
pub fn url_scheme(value: &str) -> Option<String> {
    let trimmed = value.trim_matches(|c: char| c <= ' ');
    let cleaned: String = trimmed.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')).collect();
    let colon = cleaned.find(':')?;
    let scheme = &cleaned[..colon];
    let mut chars = scheme.chars();
    let first = chars.next()?;
    let valid = first.is_ascii_alphabetic() && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then(|| scheme.to_ascii_lowercase())
}

/// Decodes character references once, as a browser does in an attribute
/// value: numeric ones and the named ones that matter for URLs.
pub fn decode_entities(value: &str) -> String {
    const NAMED: [(&str, char); 12] = [
        ("amp", '&'),
        ("quot", '"'),
        ("apos", '\''),
        ("lt", '<'),
        ("gt", '>'),
        ("nbsp", '\u{a0}'),
        ("colon", ':'),
        ("Tab", '\t'),
        ("NewLine", '\n'),
        ("sol", '/'),
        ("lpar", '('),
        ("rpar", ')'),
    ];
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let semi = rest.find(';').filter(|&s| s <= 12);
        let decoded = semi.and_then(|s| {
            let name = &rest[1..s];
            let numeric = name.strip_prefix('#').and_then(|n| match n.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok(),
                None => n.parse::<u32>().ok(),
            });
            let c = match numeric {
                Some(code) => Some(char::from_u32(code).unwrap_or('\u{fffd}')),
                None => NAMED.iter().find(|(n, _)| *n == name).map(|(_, c)| *c),
            };
            c.map(|c| (c, s))
        });
        match decoded {
            Some((c, s)) => {
                out.push(c);
                rest = &rest[s + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_schemes_like_a_browser() {
        assert_eq!(url_scheme(&decode_entities(" jav&#x09;ascript&colon;alert(1)")).as_deref(), Some("javascript"));
        assert_eq!(url_scheme("HTTPS://x").as_deref(), Some("https"));
        assert_eq!(url_scheme("/a:b"), None);
        assert_eq!(url_scheme("?x"), None);
    }

    #[test]
    fn the_scanner_flags_what_it_must() {
        let tags = scan("<p>x</p><a href=\"javascript&#58;x\" rel=\"noopener noreferrer\">y</a>").expect("well formed");
        assert!(check_tag(&tags[0]).is_ok());
        assert!(check_tag(&tags[1]).is_err());
        assert!(has_element("<p><script>", "script"));
        assert!(!has_element("<p><scripts>", "script"));
        assert!(scan("<p a='b'>").is_err());
    }
}
