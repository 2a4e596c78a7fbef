//! The web app's API types are generated from a committed copy of the
//! OpenAPI document (`web/src/lib/api/openapi.json`). This fails when the
//! server's document has moved on from that copy, so the types cannot
//! silently drift from what the server answers.

use serde_json::Value;

const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/src/lib/api/openapi.json");

#[test]
fn the_web_apps_copy_of_the_openapi_document_is_current() {
    let served = frontloop::http::openapi::document().expect("the OpenAPI document builds");
    let text = std::fs::read_to_string(COMMITTED).unwrap_or_else(|e| panic!("cannot read {COMMITTED}: {e}"));
    let committed: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{COMMITTED} is not JSON: {e}"));
    if served != committed {
        let mut differences = Vec::new();
        differing_pointers(&served, &committed, String::new(), &mut differences);
        panic!(
            "web/src/lib/api/openapi.json is not the server's OpenAPI document; \
             run scripts/gen-api-types.sh and commit both files it writes.\n\
             First differences (JSON pointers):\n  {}",
            differences.iter().take(10).cloned().collect::<Vec<_>>().join("\n  ")
        );
    }
}

/// The JSON pointers at which `served` and `committed` differ, in key order.
fn differing_pointers(served: &Value, committed: &Value, at: String, out: &mut Vec<String>) {
    match (served, committed) {
        (Value::Object(a), Value::Object(b)) => {
            let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            for key in keys {
                let here = format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"));
                match (a.get(key), b.get(key)) {
                    (Some(x), Some(y)) => differing_pointers(x, y, here, out),
                    (Some(_), None) => out.push(format!("{here} (only in the server's document)")),
                    (None, _) => out.push(format!("{here} (only in the committed copy)")),
                }
            }
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            for (index, (x, y)) in a.iter().zip(b).enumerate() {
                differing_pointers(x, y, format!("{at}/{index}"), out);
            }
        }
        _ if served != committed => out.push(if at.is_empty() { "/".to_owned() } else { at }),
        _ => {}
    }
}
