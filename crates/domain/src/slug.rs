//! URL slugs of challenges, posts and paths.

use std::fmt;

/// A slug: 1 to 100 characters of lowercase ASCII letters, digits and single
/// hyphens, neither starting nor ending with a hyphen.
///
/// Serialized as its text; read from a text column with the `sqlx` feature
/// (a stored value that is not a slug is an error, not a silent fallback).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(transparent)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(value_type = String))]
pub struct Slug(String);

/// Why a text is not a slug.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("slug {0:?} must be 1-100 lowercase letters, digits and single hyphens")]
pub struct InvalidSlug(pub String);

impl Slug {
    /// Checks `text` and wraps it.
    pub fn parse(text: &str) -> Result<Slug, InvalidSlug> {
        let ok = !text.is_empty()
            && text.len() <= 100
            && !text.starts_with('-')
            && !text.ends_with('-')
            && !text.contains("--")
            && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if ok {
            Ok(Slug(text.to_owned()))
        } else {
            Err(InvalidSlug(text.to_owned()))
        }
    }

    /// Derives a slug from a title the way the client does for records that
    /// carry none: lowercase, punctuation stripped, spaces to hyphens.
    pub fn from_title(title: &str) -> String {
        let kept: String =
            title.to_lowercase().chars().filter(|c| c.is_alphanumeric() || c.is_whitespace() || *c == '-').collect();
        kept.split_whitespace().collect::<Vec<_>>().join("-")
    }

    /// The slug's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for Slug {
    type Err = InvalidSlug;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Slug::parse(text)
    }
}

impl AsRef<str> for Slug {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for Slug {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Slug {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

#[cfg(feature = "sqlx")]
crate::text_column!(Slug);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_plain_slugs() {
        assert!(Slug::parse("product-card-2").is_ok());
    }

    #[test]
    fn rejects_everything_else() {
        for bad in ["", "-a", "a-", "a--b", "A", "a b", "a/b", "é", &"a".repeat(101)] {
            assert!(Slug::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn derives_from_titles() {
        assert_eq!(Slug::from_title("Build a To-Do App!"), "build-a-to-do-app");
        assert_eq!(Slug::from_title("  CSS   Grid: Basics "), "css-grid-basics");
    }
}
