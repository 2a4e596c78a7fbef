//! Just enough of the PNG format to decide whether an image given for a
//! card may go on it: the signature and the size in the IHDR chunk.

/// The eight bytes every PNG file starts with.
const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// The largest image side embedded. A screenshot or an avatar is far
/// smaller; a bigger one would cost its full decoded size in memory
/// (4 bytes a pixel) on every render, which a small file can claim.
const MAX_SIDE: u32 = 4096;

/// The width and height a PNG's header declares, or `None` when `bytes`
/// do not start like a PNG.
pub(crate) fn dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    // Signature, then the first chunk: length (4), type (4), and for IHDR
    // the width and height (4 each, big-endian).
    let header = bytes.get(..24)?;
    if header[..8] != SIGNATURE || &header[12..16] != b"IHDR" {
        return None;
    }
    let be = |at: usize| header.get(at..at + 4).and_then(|b| b.try_into().ok()).map(u32::from_be_bytes);
    Some((be(16)?, be(20)?))
}

/// Whether `bytes` look like a PNG worth decoding: the signature, an IHDR
/// with a size neither empty nor over [`MAX_SIDE`]. The rest is checked
/// while decoding: a corrupt image is left out by the renderer, never an
/// error.
pub(crate) fn embeddable(bytes: &[u8]) -> bool {
    matches!(dimensions(bytes), Some((w, h)) if (1..=MAX_SIDE).contains(&w) && (1..=MAX_SIDE).contains(&h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(width: u32, height: u32) -> Vec<u8> {
        let mut bytes = SIGNATURE.to_vec();
        bytes.extend_from_slice(&13u32.to_be_bytes());
        bytes.extend_from_slice(b"IHDR");
        bytes.extend_from_slice(&width.to_be_bytes());
        bytes.extend_from_slice(&height.to_be_bytes());
        bytes
    }

    #[test]
    fn reads_the_size_from_the_header() {
        assert_eq!(dimensions(&header(1200, 630)), Some((1200, 630)));
        assert!(embeddable(&header(640, 480)));
    }

    #[test]
    fn refuses_what_is_not_a_png_or_too_large() {
        assert_eq!(dimensions(b"GIF89a and then some more bytes to read"), None);
        assert_eq!(dimensions(&SIGNATURE), None);
        assert_eq!(dimensions(&[]), None);
        assert!(!embeddable(&header(0, 10)));
        assert!(!embeddable(&header(10, MAX_SIDE + 1)));
    }
}
