//! `image-alt`: every image says what it shows, or says it is decoration.

use super::name::labelledby_has_text;
use super::page::{non_blank, role, Page};
use super::{Finding, Impact, Rule};

/// `image-alt`: every visible `img` has an `alt` attribute.
pub(crate) const IMAGE_ALT: Rule = Rule { id: "image-alt", impact: Impact::Critical, title: "Images have alt text" };

/// Runs `image-alt`.
pub(crate) fn check(page: &Page, out: &mut Vec<Finding>) {
    for image in page.html_elements("img") {
        if page.is_hidden(image.id()) {
            continue;
        }
        let value = image.value();
        match value.attr("alt") {
            // `alt=""` marks decoration; only spaces is not the same thing:
            // some screen readers then read the file name.
            Some(alt) if !alt.is_empty() && alt.trim().is_empty() => out.push(Finding::new(
                &IMAGE_ALT,
                image.id(),
                "The image's alt text is only spaces; use alt=\"\" for a decorative image.",
            )),
            Some(_) => {}
            None => {
                let presentational = matches!(role(image).as_deref(), Some("presentation" | "none"));
                let named = non_blank(image, "aria-label").is_some()
                    || labelledby_has_text(page, image)
                    || non_blank(image, "title").is_some();
                if !presentational && !named {
                    out.push(Finding::new(&IMAGE_ALT, image.id(), "The image has no alt text."));
                }
            }
        }
    }
}
