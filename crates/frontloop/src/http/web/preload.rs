//! The code of the page being served, named in `<meta
//! name="frontloop-preload">` tags. Each page of the web app is a lazy chunk
//! that the browser would only discover once the entry script has
//! downloaded and run; naming the chunk (and the chunks it imports) in the
//! HTML lets `index.html`'s loader preload it alongside the entry, once the
//! page's first view has painted (docs/performance.md). The chunks' names come from
//! Vite's manifest (`web/dist/.vite/manifest.json`), each page's module from
//! the app's page table (`pages.rs`).

use std::collections::{HashMap, HashSet};

use serde_json::Value;

use super::html::escape;

/// The preload tags of each page module, rendered once at start-up.
#[derive(Debug, Default)]
pub struct RoutePreloads {
    links: HashMap<String, String>,
}

impl RoutePreloads {
    /// Reads Vite's manifest. Chunks that `index.html` already loads (the
    /// entry and its static imports) are left out; an unreadable manifest
    /// gives no preloads (pages still work, only a little later).
    pub fn from_manifest(json: &str) -> RoutePreloads {
        let Ok(Value::Object(manifest)) = serde_json::from_str::<Value>(json) else {
            return RoutePreloads::default();
        };
        let mut in_shell = HashSet::new();
        for (key, chunk) in &manifest {
            if chunk.get("isEntry").and_then(Value::as_bool) == Some(true) {
                collect(&manifest, key, &mut in_shell);
            }
        }
        let mut links = HashMap::new();
        for key in manifest.keys().filter(|key| key.starts_with("src/")) {
            let mut chunks = HashSet::new();
            collect(&manifest, key, &mut chunks);
            let mut scripts = Vec::new();
            let mut styles = Vec::new();
            for chunk in chunks.difference(&in_shell).filter_map(|k| manifest.get(k)) {
                if let Some(file) = chunk.get("file").and_then(Value::as_str) {
                    scripts.push(file);
                }
                styles
                    .extend(chunk.get("css").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str));
            }
            // Sorted, so a page's HTML is the same from one request to the next.
            scripts.sort_unstable();
            styles.sort_unstable();
            styles.dedup();
            // Named, not linked: the inline loader of `index.html` preloads
            // them with the app's entry, once the first view has painted.
            let mut html = String::new();
            for file in scripts.into_iter().chain(styles) {
                html.push_str(&format!("<meta name=\"frontloop-preload\" content=\"/{}\">\n", escape(file)));
            }
            links.insert(key.clone(), html);
        }
        RoutePreloads { links }
    }

    /// The tags for a page's `module` (a path of `web/`, as the page
    /// table names it); empty when it is not in the manifest.
    pub fn links(&self, module: &str) -> &str {
        self.links.get(module).map(String::as_str).unwrap_or("")
    }
}

/// Adds `key` and every chunk it imports statically to `into`.
fn collect(manifest: &serde_json::Map<String, Value>, key: &str, into: &mut HashSet<String>) {
    if !into.insert(key.to_owned()) {
        return;
    }
    let imports = manifest.get(key).and_then(|chunk| chunk.get("imports")).and_then(Value::as_array);
    for import in imports.into_iter().flatten().filter_map(Value::as_str) {
        collect(manifest, import, into);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MANIFEST: &str = r#"{
        "index.html": { "file": "assets/index-1.js", "isEntry": true, "imports": ["_vendor-1.js"], "css": ["assets/index-1.css"] },
        "_vendor-1.js": { "file": "assets/vendor-1.js" },
        "_meta-1.js": { "file": "assets/meta-1.js", "imports": ["_vendor-1.js", "index.html"] },
        "src/features/blog/pages/blog-post-page.tsx": {
            "file": "assets/blog-post-page-1.js", "isDynamicEntry": true,
            "imports": ["_vendor-1.js", "_meta-1.js", "index.html"], "css": ["assets/blog-post-page-1.css"]
        }
    }"#;

    #[test]
    fn preloads_the_page_chunk_and_its_imports_not_the_shell() {
        let preloads = RoutePreloads::from_manifest(MANIFEST);
        let links = preloads.links("src/features/blog/pages/blog-post-page.tsx");
        assert_eq!(
            links,
            "<meta name=\"frontloop-preload\" content=\"/assets/blog-post-page-1.js\">\n\
             <meta name=\"frontloop-preload\" content=\"/assets/meta-1.js\">\n\
             <meta name=\"frontloop-preload\" content=\"/assets/blog-post-page-1.css\">\n"
        );
        assert_eq!(preloads.links("src/features/home/pages/home-page.tsx"), "");
    }

    #[test]
    fn a_broken_manifest_preloads_nothing() {
        for json in ["", "[]", "{\"index.html\": 3}"] {
            assert_eq!(RoutePreloads::from_manifest(json).links("src/x.tsx"), "", "{json}");
        }
    }
}
