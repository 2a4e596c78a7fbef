//! The catalogue's images (`content/images/**`), served under `/media/`.

use std::path::Path;

use frontloop_store::catalogue::NewMedia;
use sha2::{Digest, Sha256};

use super::ContentError;

/// The largest image we accept.
const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// The image types we serve.
const EXTENSIONS: [&str; 5] = ["svg", "png", "jpg", "jpeg", "webp"];

/// Every image under `dir/images`, keyed by its path below `images/`.
pub fn load_images(dir: &Path, errors: &mut Vec<ContentError>) -> Vec<NewMedia> {
    let root = dir.join("images");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut media = Vec::new();
    for file in files {
        let Some(ext) = file.extension().and_then(|e| e.to_str()).map(str::to_lowercase) else { continue };
        if !EXTENSIONS.contains(&ext.as_str()) {
            continue;
        }
        let fail = |message: String| ContentError { file: file.clone(), line: None, message };
        let body = match std::fs::read(&file) {
            Ok(body) => body,
            Err(e) => {
                errors.push(fail(format!("cannot be read: {e}")));
                continue;
            }
        };
        if body.len() > MAX_IMAGE_BYTES {
            errors.push(fail(format!("is {} bytes; images may be at most {MAX_IMAGE_BYTES}", body.len())));
            continue;
        }
        if ext == "svg" && has_active_content(&body) {
            errors.push(fail("SVG images may not contain scripts, event handlers or external references".into()));
            continue;
        }
        let Ok(relative) = file.strip_prefix(&root) else { continue };
        let path = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/");
        let digest = Sha256::digest(&body);
        media.push(NewMedia {
            path,
            content_type: mime_guess::from_ext(&ext).first_or_octet_stream().essence_str().to_owned(),
            etag: frontloop_domain::hex::hex(&digest[..16]),
            body,
        });
    }
    media
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}

/// A cheap guard: catalogue SVGs are plain drawings.
fn has_active_content(svg: &[u8]) -> bool {
    let text = String::from_utf8_lossy(svg).to_lowercase();
    ["<script", "javascript:", " on", "<foreignobject", "xlink:href=\"http", "href=\"http"].iter().any(|needle| {
        match *needle {
            // `on` only as an attribute name such as onload=.
            " on" => text.match_indices(" on").any(|(i, _)| {
                text[i + 3..].chars().take_while(|c| c.is_ascii_alphabetic()).count() > 0
                    && text[i + 3..].trim_start_matches(|c: char| c.is_ascii_alphabetic()).starts_with('=')
            }),
            other => text.contains(other),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::has_active_content;

    #[test]
    fn flags_scripts_in_svg() {
        assert!(has_active_content(b"<svg><script>alert(1)</script></svg>"));
        assert!(has_active_content(b"<svg onload=\"x\"></svg>"));
        assert!(!has_active_content(b"<svg viewBox=\"0 0 1 1\"><title>Only one</title></svg>"));
    }
}
