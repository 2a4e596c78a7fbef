//! The bundled font (Inter Regular and Bold, `assets/fonts`): its glyph
//! advances, to wrap text by its real width, and the usvg options that
//! render with it and nothing else.
//!
//! Both are built once per process: parsing the font for every card would
//! cost more than drawing it.

use std::sync::{Arc, OnceLock};

use resvg::usvg::{self, fontdb, ImageHrefResolver, ImageKind};
use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
use skrifa::{charmap::Charmap, FontRef, GlyphId, MetadataProvider};

/// The family name both faces declare; the template asks for it by name.
pub(crate) const FAMILY: &str = "Inter";

const REGULAR: &[u8] = include_bytes!("../assets/fonts/Inter-Regular.otf");
const BOLD: &[u8] = include_bytes!("../assets/fonts/Inter-Bold.otf");

/// Which of the two bundled faces a piece of text is set in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Weight {
    /// Inter Regular (400): the subtitle and the facts.
    Regular,
    /// Inter Bold (700): the title, the label and the product name.
    Bold,
}

impl Weight {
    /// The CSS `font-weight` the template writes for this face.
    pub(crate) fn css(self) -> u16 {
        match self {
            Weight::Regular => 400,
            Weight::Bold => 700,
        }
    }
}

/// The advances of one face, in ems.
pub(crate) struct Face {
    charmap: Charmap<'static>,
    advances: GlyphMetrics<'static>,
}

impl Face {
    fn parse(data: &'static [u8]) -> Option<Face> {
        let font = FontRef::new(data).ok()?;
        // At a size of one pixel per em, advances come out in ems.
        Some(Face { charmap: font.charmap(), advances: font.glyph_metrics(Size::new(1.0), LocationRef::default()) })
    }

    /// How far the pen moves for `ch` at `size` pixels. A character the
    /// font lacks is drawn as its `.notdef` box (glyph 0), so it is
    /// measured as one.
    pub(crate) fn advance(&self, ch: char, size: f32) -> f32 {
        let glyph = self.charmap.map(ch).unwrap_or(GlyphId::NOTDEF);
        self.advances.advance_width(glyph).unwrap_or(FALLBACK_ADVANCE_EM) * size
    }
}

/// The advance assumed when the font cannot say (never, for the bundled
/// font; a test checks that both faces parse): a generous average width, so
/// text errs towards wrapping early rather than overflowing.
const FALLBACK_ADVANCE_EM: f32 = 0.65;

fn face(weight: Weight) -> Option<&'static Face> {
    static REGULAR_FACE: OnceLock<Option<Face>> = OnceLock::new();
    static BOLD_FACE: OnceLock<Option<Face>> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR_FACE.get_or_init(|| Face::parse(REGULAR)),
        Weight::Bold => BOLD_FACE.get_or_init(|| Face::parse(BOLD)),
    }
    .as_ref()
}

/// The advance of `ch` at `size` pixels in the bundled face of `weight`.
pub(crate) fn advance(weight: Weight, ch: char, size: f32) -> f32 {
    face(weight).map_or(size * FALLBACK_ADVANCE_EM, |face| face.advance(ch, size))
}

/// Whether the bundled font has a glyph for `ch` (both faces cover the
/// same characters).
pub(crate) fn covers(ch: char) -> bool {
    face(Weight::Regular).is_some_and(|face| face.charmap.map(ch).is_some())
}

/// The options every card is parsed with: the bundled faces as the only
/// fonts, and images only from `data:image/png` URLs.
pub(crate) fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = fontdb::Database::new();
        // The bytes are 'static: fontdb keeps a reference, not a copy.
        fonts.load_font_source(fontdb::Source::Binary(Arc::new(REGULAR)));
        fonts.load_font_source(fontdb::Source::Binary(Arc::new(BOLD)));
        fonts.set_sans_serif_family(FAMILY);
        usvg::Options {
            font_family: FAMILY.to_owned(),
            fontdb: Arc::new(fonts),
            image_href_resolver: ImageHrefResolver {
                // The template only embeds PNG data; anything else, and any
                // href that is not a data URL (usvg would read it as a path
                // on our disk), is refused.
                resolve_data: Box::new(|mime, data, _| (mime == "image/png").then_some(ImageKind::PNG(data))),
                resolve_string: Box::new(|_, _| None),
            },
            ..usvg::Options::default()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_faces_parse_and_bold_is_wider() {
        assert!(Face::parse(REGULAR).is_some());
        assert!(Face::parse(BOLD).is_some());
        let regular: f32 = "Frontloop".chars().map(|c| advance(Weight::Regular, c, 40.0)).sum();
        let bold: f32 = "Frontloop".chars().map(|c| advance(Weight::Bold, c, 40.0)).sum();
        assert!(regular > 100.0 && regular < 300.0, "{regular}");
        assert!(bold > regular);
    }

    #[test]
    fn the_database_holds_exactly_the_two_bundled_faces() {
        let fonts = &options().fontdb;
        assert_eq!(fonts.len(), 2);
        assert!(fonts.faces().all(|face| face.families.iter().any(|(name, _)| name == FAMILY)));
    }

    #[test]
    fn coverage_is_latin_greek_and_cyrillic_not_emoji_or_cjk() {
        assert!("Aé·…→Ωж".chars().all(covers));
        assert!(!"😀漢م".chars().any(covers));
        let both = |ch| Face::parse(REGULAR).and_then(|f| f.charmap.map(ch)).is_some() == covers(ch);
        assert!("Aé·…→😀".chars().all(both));
    }

    #[test]
    fn a_missing_character_measures_as_the_notdef_box() {
        let tofu = advance(Weight::Regular, '😀', 30.0);
        assert!(tofu > 0.0);
        assert_eq!(tofu, advance(Weight::Regular, '漢', 30.0));
    }
}
