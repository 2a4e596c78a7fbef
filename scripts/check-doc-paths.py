#!/usr/bin/env python3
"""Fails when a Markdown file of the repository names a path that does not
exist: a relative link (`[text](../docs/api.md)`) or a repository path in
code spans (`crates/frontloop/src/app/state.rs`). Documents that point at
files that moved or went are how a newcomer gets lost.

Placeholders are not paths: anything with `*`, `{`, `<`, `…` or `$` in it,
and paths under folders that builds and runs make (`target/`, `node_modules/`,
`dist/`, `data/`, `out/`) are skipped. A path may end with `:line` or `#anchor`.
"""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = ("crates/", "web/", "docs/", "content/", "scripts/", "e2e/", "bench/", "fuzz/", ".ci/")
# Folders that builds, runs and installs make: named in docs, never committed.
GENERATED = {"target", "node_modules", "dist", "data", "out", "test-results"}
PLACEHOLDER = re.compile(r"[*{<…$\[]")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\n]+)`")
FILE = re.compile(r"\.(rs|ts|tsx|mjs|md|sql|sh|py|toml|json|css|html)$")


def tracked_markdown():
    out = subprocess.run(["git", "ls-files", "*.md"], cwd=ROOT, check=True, capture_output=True, text=True)
    return [ROOT / line for line in out.stdout.splitlines() if line]


def generated(path):
    return any(part in GENERATED for part in path.split("/"))


def strip_suffix(path):
    path = path.split("#", 1)[0]
    return re.sub(r":\d+(-\d+)?$", "", path)


def missing_in(md):
    text = md.read_text(encoding="utf-8")
    in_fence = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target) or target.startswith(("#", "/")):
                continue
            path = strip_suffix(target)
            if not path or PLACEHOLDER.search(path) or generated(path):
                continue
            if not (md.parent / path).exists():
                yield number, target
        for span in CODE.findall(line):
            token = span.strip().split()[0] if span.strip() else ""
            if PLACEHOLDER.search(token) or generated(token):
                continue
            path = strip_suffix(token).rstrip(".,;:)")
            if token.startswith(TOP):
                if not (ROOT / path).exists():
                    yield number, token
            elif "/" in path and FILE.search(path) and not path.startswith(("http", "/", "~")):
                # A path short of the root (`tests/api/progress.rs` in a
                # crate's context): it exists in some crate or package.
                bases = [ROOT, md.parent, ROOT / "web", ROOT / "web" / "src", ROOT / "e2e", *ROOT.glob("crates/*"), *ROOT.glob("crates/*/src")]
                if not any((base / path).exists() for base in bases):
                    yield number, token


def main():
    problems = []
    for md in tracked_markdown():
        for number, target in missing_in(md):
            problems.append(f"{md.relative_to(ROOT)}:{number}: names {target}, which does not exist")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} path(s) named in Markdown do not exist", file=sys.stderr)
        return 1
    print("every path named in the Markdown files exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
