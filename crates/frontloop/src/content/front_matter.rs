//! Splitting a Markdown file into its YAML front matter and its body.

/// A file's front matter and body, with where the body starts.
#[derive(Debug, PartialEq, Eq)]
pub struct Document<'a> {
    pub yaml: &'a str,
    pub body: &'a str,
}

/// Why a file has no usable front matter.
#[derive(Debug, PartialEq, Eq)]
pub struct SplitError {
    pub line: usize,
    pub message: &'static str,
}

/// Splits `text`, which must open with a `---` line and close its front
/// matter with another.
pub fn split(text: &str) -> Result<Document<'_>, SplitError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text.strip_prefix("---\n").or_else(|| text.strip_prefix("---\r\n")) else {
        return Err(SplitError { line: 1, message: "the file must start with a `---` line opening the front matter" });
    };
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == "---" {
            return Ok(Document { yaml: &rest[..offset], body: &rest[offset + line.len()..] });
        }
        offset += line.len();
    }
    Err(SplitError { line: 1, message: "the front matter is never closed by a `---` line" })
}

/// The 1-based file line of the first front-matter line containing `needle`
/// (the front matter starts on line 2).
pub fn line_of(yaml: &str, needle: &str) -> Option<usize> {
    yaml.lines().position(|line| line.contains(needle)).map(|index| index + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_front_matter_and_body() {
        let doc = split("---\nslug: a\n---\n# A\n").expect("valid");
        assert_eq!(doc, Document { yaml: "slug: a\n", body: "# A\n" });
    }

    #[test]
    fn reports_missing_delimiters() {
        assert_eq!(split("slug: a").unwrap_err().line, 1);
        assert!(split("---\nslug: a\n").is_err());
    }

    #[test]
    fn finds_lines_in_the_file() {
        assert_eq!(line_of("slug: a\nitems:\n  - task: x\n", "task: x"), Some(4));
    }
}
