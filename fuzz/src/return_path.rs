//! Properties of `ReturnPath::parse_or_root`: whatever comes in, what goes
//! out is either the input unchanged or `/`, and anything kept is a
//! same-origin path under every reading a browser or router could make of
//! it (raw, and after each round of percent-decoding).

use frontloop_domain::return_path::MAX_RETURN_PATH_LEN;
use frontloop_domain::ReturnPath;
use url::Url;

/// The origin the checks resolve kept paths against.
const ORIGIN: &str = "https://frontloop.example/";
/// Percent-decoding rounds the oracle tries; more than the four the
/// validator allows, so a path that only settles later is caught.
const DECODE_ROUNDS: usize = 8;

/// Checks every property for one fuzz input (bytes read as lossy UTF-8,
/// since the value arrives as text from a decoded query string).
pub fn check(data: &[u8]) {
    let raw = String::from_utf8_lossy(data);
    check_str(&raw);
}

/// Checks every property for one candidate return path.
pub fn check_str(raw: &str) {
    let parsed = ReturnPath::parse_or_root(Some(raw));
    let out = parsed.as_str();
    // Either kept as is or replaced by the root: never rewritten.
    assert!(out == raw || out == "/", "{raw:?} became {out:?}");
    // Stable: parsing what came out keeps it.
    assert_eq!(ReturnPath::parse_or_root(Some(out)), parsed, "{raw:?}: result is not a fixed point");
    assert_eq!(parsed.to_string(), out);
    if out == raw {
        check_kept(raw);
    }
}

/// Properties of a path the validator kept.
fn check_kept(path: &str) {
    assert!(path.len() <= MAX_RETURN_PATH_LEN, "{} bytes kept", path.len());
    // The raw text: printable ASCII only (no controls, no white space, no
    // Unicode look-alikes of `/` or `\`), no backslash.
    assert!(path.bytes().all(|b| b.is_ascii_graphic()), "{path:?} kept with a non-printable or non-ASCII byte");
    let mut readings = vec![path.as_bytes().to_vec()];
    for _ in 0..DECODE_ROUNDS {
        let last = readings.last().map(Vec::as_slice).unwrap_or_default();
        let next = percent_decode(last);
        if next == last {
            break;
        }
        readings.push(next);
    }
    // The validator decodes at most four times: anything kept settles.
    assert!(readings.len() <= 5, "{path:?} kept but still changes after 4 decoding rounds");
    for (round, reading) in readings.iter().enumerate() {
        check_reading(path, round, reading);
    }
}

/// One reading (round 0 is the raw text) of a kept path.
fn check_reading(path: &str, round: usize, reading: &[u8]) {
    let what = || format!("{path:?} kept, but decoding round {round} reads {:?}", String::from_utf8_lossy(reading));
    // Decoded `%20` is harmless; every other byte must stay printable ASCII.
    assert!(reading.iter().all(|&b| b.is_ascii_graphic() || (round > 0 && b == b' ')), "{}: bad byte", what());
    let Ok(text) = std::str::from_utf8(reading) else { unreachable!("ASCII is UTF-8") };
    assert!(text.starts_with('/'), "{}: does not start with /", what());
    assert!(!text.starts_with("//"), "{}: starts with //", what());
    assert!(!text.contains('\\'), "{}: contains a backslash", what());
    assert!(scheme_of(text).is_none(), "{}: has a scheme", what());
    let path_part = text.split(['?', '#']).next().unwrap_or(text);
    assert!(!path_part.split('/').any(|segment| segment == "." || segment == ".."), "{}: has a dot segment", what());
    // The browser's own reading: resolved against our origin, it stays there.
    let base = Url::parse(ORIGIN).unwrap_or_else(|e| unreachable!("constant origin: {e}"));
    match base.join(text) {
        Ok(url) => {
            assert_eq!(url.origin(), base.origin(), "{}: resolves to {url}", what());
            assert!(url.path().starts_with('/') && !url.path().starts_with("//"), "{}: resolves to {url}", what());
        }
        Err(e) => panic!("{}: a browser cannot resolve it ({e})", what()),
    }
}

/// The URL scheme a browser would read at the start of `text`, if any.
pub fn scheme_of(text: &str) -> Option<&str> {
    let end = text.find(':')?;
    let scheme = &text[..end];
    let mut chars = scheme.chars();
    let first = chars.next()?;
    let valid = first.is_ascii_alphabetic() && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    valid.then_some(scheme)
}

/// Decodes every valid `%XX` escape once, byte for byte (an independent
/// oracle: it shares no code with the validator).
pub fn percent_decode(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(high), Some(low)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push(high * 16 + low);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    out
}

fn hex(byte: u8) -> Option<u8> {
    (byte as char).to_digit(16).and_then(|d| u8::try_from(d).ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_escapes_once() {
        assert_eq!(percent_decode(b"/a%2Fb%252F%zz%4"), b"/a/b%2F%zz%4".to_vec());
        assert_eq!(percent_decode(b"%41"), b"A".to_vec());
    }
}
