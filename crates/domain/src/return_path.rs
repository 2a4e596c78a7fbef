//! Where a learner goes back to after signing in.
//!
//! The value arrives in a query string that anybody can craft, so only a
//! same-origin path survives: anything that a browser could read as another
//! origin (`//evil`, `/\evil`, `https:…`, a control character smuggling a
//! scheme) is replaced by `/`.

use std::fmt;

/// The longest return path we keep, in bytes.
pub const MAX_RETURN_PATH_LEN: usize = 2048;

/// A same-origin path that starts with exactly one `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReturnPath(String);

impl ReturnPath {
    /// Keeps `raw` when it is a safe same-origin path, otherwise gives `/`.
    pub fn parse_or_root(raw: Option<&str>) -> ReturnPath {
        match raw {
            Some(path) if is_safe(path) => ReturnPath(path.to_owned()),
            _ => ReturnPath::root(),
        }
    }

    /// The home page.
    pub fn root() -> ReturnPath {
        ReturnPath("/".to_owned())
    }

    /// The path text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ReturnPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn is_safe(path: &str) -> bool {
    if path.is_empty() || path.len() > MAX_RETURN_PATH_LEN {
        return false;
    }
    // Browsers strip tabs and newlines and fold `\` into `/`, and decode
    // percent escapes before some routers see them: check every reading.
    let mut reading = path.to_owned();
    for round in 0..4 {
        // The raw text may not contain spaces; a decoded `%20` is harmless.
        if !is_safe_literal(&reading, round > 0) {
            return false;
        }
        let decoded = percent_decode(&reading);
        if decoded == reading {
            return true;
        }
        reading = decoded;
    }
    false
}

fn is_safe_literal(path: &str, allow_space: bool) -> bool {
    let mut bytes = path.bytes();
    if bytes.next() != Some(b'/') {
        return false;
    }
    // Only printable ASCII: no control characters, no white space, and no
    // Unicode look-alikes of `/` or `\` (U+2215, U+FF0F, U+FF3C, …).
    if !path.bytes().all(|b| b.is_ascii_graphic() || (allow_space && b == b' ')) {
        return false;
    }
    if path.contains('\\') {
        return false;
    }
    // Dot segments can fold `/..//x` into `//x` on the way: real pages never
    // need them.
    let path_part = path.split(['?', '#']).next().unwrap_or(path);
    if path_part.split('/').any(is_dot_segment) {
        return false;
    }
    !matches!(path.as_bytes().get(1), Some(b'/'))
}

/// Whether a browser's URL parser reads `segment` as `.` or `..`: it takes
/// `%2e` for a dot there. Checking the decoded text is not enough, since
/// decoding can also turn an earlier `%23` into `#` and hide the segment
/// in a fragment (`/%23/%2E.//` resolves to the path `//`).
fn is_dot_segment(segment: &str) -> bool {
    let dots = segment.to_ascii_lowercase().replace("%2e", ".");
    dots == "." || dots == ".."
}

/// Decodes `%XX` escapes; an invalid escape or a non-UTF-8 result is kept
/// byte for byte so that the literal check rejects it.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok();
            if let Some(value) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(value);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(raw: &str) -> bool {
        ReturnPath::parse_or_root(Some(raw)).as_str() == raw
    }

    #[test]
    fn keeps_same_origin_paths() {
        for good in ["/", "/challenges/product-card", "/blog?category=CSS", "/a/b#c", "/a%20b"] {
            assert!(kept(good), "{good}");
        }
    }

    #[test]
    fn replaces_anything_else_with_root() {
        let bad = [
            "",
            "challenges",
            "//evil.example",
            "/\\evil.example",
            "\\\\evil",
            "https://evil.example",
            "javascript:alert(1)",
            "/\tevil",
            "/\n/evil.example",
            " /x",
            "/%2F%2Fevil.example",
            "/%2fevil.example",
            "/%5Cevil",
            "/%252F%252Fevil",
            "/\u{2215}evil",
            "/\u{ff0f}evil",
            "/x\u{0}",
        ];
        for raw in bad {
            assert_eq!(ReturnPath::parse_or_root(Some(raw)), ReturnPath::root(), "{raw:?}");
        }
        assert_eq!(ReturnPath::parse_or_root(None), ReturnPath::root());
        let long = format!("/{}", "a".repeat(MAX_RETURN_PATH_LEN));
        assert_eq!(ReturnPath::parse_or_root(Some(&long)), ReturnPath::root());
    }

    /// Found by the return_path fuzz target: a browser reads `%2E.` as `..`
    /// in the raw path, while the decoded reading hides it after a `#`.
    #[test]
    fn rejects_percent_encoded_dot_segments() {
        for raw in ["/%23/%2E.//", "/a%23/%2E%2E//evil.example", "/a/.%2e/b", "/%2e/x", "/a%3F/%2e%2E//evil?x"] {
            assert_eq!(ReturnPath::parse_or_root(Some(raw)), ReturnPath::root(), "{raw:?}");
        }
        // A percent sign or dots inside a segment are still fine.
        for raw in ["/a/%2e%2ex", "/a/...", "/a/x.%2e", "/a?next=/%2E%2E/"] {
            assert!(kept(raw), "{raw:?}");
        }
    }

    /// Every way we know of to turn a return path into another origin: at
    /// least 200 payloads, all of which must come back as `/`.
    #[test]
    fn an_open_redirect_corpus_never_leaves_the_site() {
        let hosts = ["evil.example", "evil.example/x?y=1", "@evil.example", "127.0.0.1:9", "[::1]", "evil.example#/ok"];
        let prefixes = [
            "//",
            "///",
            "////",
            "/\\",
            "\\/",
            "\\\\",
            "/\\/",
            "http://",
            "https://",
            "HTTPS://",
            "//\\",
            "\t//",
            "/%2F",
            "/%2f",
            "%2F%2F",
            "/%5C",
            "/%5c",
            "%5C%5C",
            "/%252F",
            "/%25252F",
            "/%2F%2F",
            "/%09/",
            "/%0A/",
            "/%0D/",
            "/%00/",
            "/\u{2215}",
            "/\u{FF0F}",
            "/\u{FF3C}",
            "/\u{2044}",
            "/\u{29F8}",
            "javascript:",
            "data:",
            "vbscript:",
            " //",
            "\n//",
        ];
        let mut corpus: Vec<String> = Vec::new();
        for prefix in prefixes {
            for host in hosts {
                let prefix = prefix.replace("\\t", "\t").replace("\\n", "\n");
                corpus.push(format!("{prefix}{host}"));
            }
        }
        corpus.extend(
            [
                "javascript:alert(document.domain)",
                "JaVaScRiPt:alert(1)",
                "data:text/html,<script>alert(1)</script>",
                "/\r\n/evil.example",
                "/\u{0085}/evil.example",
                "/\u{200B}/evil.example",
                "/\u{3000}/evil.example",
                "\u{FF0F}\u{FF0F}evil.example",
                "/ /evil.example",
                "/.\u{2028}/evil.example",
                "%2Fevil",
                "%252F%252Fevil",
                "/%E2%88%95evil.example",
                "/%EF%BC%8Fevil.example",
                "/%C0%AFevil.example",
                "/%2E%2E%2F%2F",
                "",
                "evil.example",
                "./evil",
                "../evil",
                "?next=/",
                "#/profile",
            ]
            .iter()
            .map(|p| (*p).to_owned()),
        );
        assert!(corpus.len() >= 200, "{} payloads", corpus.len());
        for payload in &corpus {
            let kept = ReturnPath::parse_or_root(Some(payload));
            assert_eq!(kept, ReturnPath::root(), "{payload:?} must not survive");
        }
    }
}
