#!/usr/bin/env python3
"""Fails when the server crate's modules depend on each other in a circle.

A module here is a top-level module of crates/frontloop/src (app, http,
listener, content, …) and, one level down, each module of app/ and http/:
the layers must stay a one-way street (http → app → domain and store), and
inside a layer no two modules may need each other. Dependencies are read
from `crate::a::b` and `super::b` paths in the code (comments excluded).

It also keeps the read side declared once: no module of http/ reaches the
store (`.store`, the `Store` trait), the read cache (`.read_cache`,
`app::hot_reads`) or the achievement engine. Handlers call one query
(`app::queries`) or one use case and get models; only the router's note of
a local write (`http/router.rs`) touches the read cache, by name. The HTTP
layer keeps its own encodings (`http/encoded.rs`), under the keys and
revisions of the models.

And use cases receive what they use: no module of app/ names `AppState`
but the state itself (`state.rs`), the place that hands each area its
`Deps` (`wiring.rs`) and the job workers that run every kind of job
(`worker.rs`).
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent / "crates" / "frontloop" / "src")
LAYERED = {"app", "http"}  # modules whose submodules are checked too


def node_of(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "mod":
        parts.pop()
    if not parts or parts == ["lib"] or parts == ["main"]:
        return "crate"
    if parts[0] in LAYERED and len(parts) > 1:
        return f"{parts[0]}::{parts[1]}"
    return parts[0]


def target(node: str, path: str) -> str:
    parts = path.split("::")
    if parts[0] in LAYERED and len(parts) > 1 and parts[1][:1].islower():
        return f"{parts[0]}::{parts[1]}"
    return parts[0]


def edges():
    graph: dict[str, set[str]] = {}
    for file in ROOT.rglob("*.rs"):
        node = node_of(file)
        code = re.sub(r"//[^\n]*", "", file.read_text())
        found = set(re.findall(r"crate::((?:[a-z_]+)(?:::[a-z_]+)?)", code))
        # `crate::app::{a, b::C}` and `super::{a, b}` name several at once.
        for module, names in re.findall(r"crate::([a-z_]+)::\{([^}]*)\}", code):
            found |= {f"{module}::{name.strip().split('::')[0]}" for name in names.split(",") if name.strip()}
        parent = node.split("::")[0]
        if "::" in node:
            found |= {f"{parent}::{name}" for name in re.findall(r"super::([a-z_]+)", code)}
            for names in re.findall(r"super::\{([^}]*)\}", code):
                found |= {f"{parent}::{n.strip().split('::')[0]}" for n in names.split(",") if n.strip()}
        for path in found:
            other = target(node, path)
            if other != node and other != parent and not node.startswith(other + "::"):
                graph.setdefault(node, set()).add(other)
    # A submodule that depends on a module depends on all of it.
    return graph


def cycles(graph):
    found, state, stack = [], {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for other in sorted(graph.get(node, ())):
            for candidate in [other] + [n for n in graph if n.startswith(other + "::")]:
                if state.get(candidate) == "open" and candidate in stack:
                    found.append(stack[stack.index(candidate):] + [candidate])
                elif candidate not in state:
                    visit(candidate)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


# What http/ may not reach, and the files allowed one of them (by name).
HTTP_FORBIDDEN = {
    "the store": (re.compile(r"\.store\b|frontloop_store::(?:\{[^}]*\b)?(?:Store|StoreError)\b"), set()),
    "a read cache": (
        re.compile(r"\.read_cache\b|app::hot_reads\b|app::read_cache::ReadCache\b"),
        {"router.rs"},
    ),
    "the achievement engine": (re.compile(r"app::achievements\b"), set()),
}


# The modules of app/ that may hold the whole state.
WHOLE_STATE_ALLOWED = {"state.rs", "wiring.rs", "worker.rs"}


def app_takes_whole_state():
    found = []
    for file in sorted((ROOT / "app").rglob("*.rs")):
        if file.relative_to(ROOT / "app").as_posix() in WHOLE_STATE_ALLOWED:
            continue
        code = re.sub(r"//[^\n]*", "", file.read_text())
        for match in re.finditer(r"\bAppState\b", code):
            line = code.count("\n", 0, match.start()) + 1
            found.append(f"{file.relative_to(ROOT.parent.parent.parent)}:{line}: a use case takes the whole state")
    return found


def http_reaches():
    found = []
    for file in sorted((ROOT / "http").rglob("*.rs")):
        code = re.sub(r"//[^\n]*", "", file.read_text())
        # A module's unit tests may build what they check (a store error).
        code = code.split("#[cfg(test)]", 1)[0]
        for what, (pattern, allowed) in HTTP_FORBIDDEN.items():
            if file.name in allowed:
                continue
            for match in pattern.finditer(code):
                line = code.count("\n", 0, match.start()) + 1
                found.append(f"{file.relative_to(ROOT.parent.parent.parent)}:{line}: http reaches {what} ({match.group(0)})")
    return found


if __name__ == "__main__":
    reaches = http_reaches()
    for reach in reaches:
        print(reach, flush=True)
    if reaches:
        print("handlers call one query (app::queries) or one use case instead", flush=True)
        sys.exit(1)
    whole = app_takes_whole_state()
    for place in whole:
        print(place, flush=True)
    if whole:
        print("a use case takes its area's Deps (app/wiring.rs), not AppState", flush=True)
        sys.exit(1)
    loops = cycles(edges())
    for loop in loops:
        print("module cycle: " + " → ".join(loop), flush=True)
    if loops:
        sys.exit(1)
    print(f"no module cycles among {len(edges())} modules of crates/frontloop/src; http reaches no store, cache or engine; use cases take their Deps")
