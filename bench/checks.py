#!/usr/bin/env python3
"""Throughput of the solution checks' job queue (docs/jobs.md).

Starts the release server on a fresh SQLite database without workers
(FRONTLOOP_WORKERS=0), a stub GitHub API and a stub live site on loopback
(the page of crates/checks/tests/audit/known-issues.html, so every check
runs the full audit), signs in learners through the development sign-in and
has each complete every challenge, which queues their checks. Then it starts
`frontloop worker` with --workers workers on the same database and measures
how long they take to finish every solution's checks. Prints checks per
minute. Nothing leaves
127.0.0.1: the allow list names the stub site and turns the checks' DNS off.

Usage: python3 bench/checks.py [--binary target/release/frontloop]
       [--learners 10] [--workers 2]
"""

import argparse
import http.server
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = open(os.path.join(ROOT, "crates/checks/tests/audit/known-issues.html"), "rb").read()


class Stubs(http.server.BaseHTTPRequestHandler):
    """The live site at /site/ and GitHub's /repos/{owner}/{name}."""

    def do_GET(self):  # noqa: N802 (http.server's name)
        if self.path.startswith("/repos/"):
            owner = self.path.split("/")[2]
            body = json.dumps({"full_name": self.path[7:], "private": False, "size": 10,
                               "owner": {"id": 1, "login": owner}}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
        else:
            body = PAGE
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def request(url, data=None, headers=None, method=None):
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with OPENER.open(req, timeout=10) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}, err.read()


def sign_in(base, login):
    """A session token through the development sign-in (docs/sign-in.md)."""
    _, headers, _ = request(f"{base}/api/auth/github")
    state = urllib.parse.parse_qs(urllib.parse.urlsplit(headers["location"]).query)["state"][0]
    form = urllib.parse.urlencode({"state": state, "login": login}).encode()
    _, headers, _ = request(f"{base}/api/auth/dev", form, {"Content-Type": "application/x-www-form-urlencoded"})
    code = urllib.parse.parse_qs(urllib.parse.urlsplit(headers["location"]).query)["token"][0]
    _, _, body = request(f"{base}/api/auth/exchange", json.dumps({"code": code}).encode(),
                         {"Content-Type": "application/json"})
    return json.loads(body)["token"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, "target/release/frontloop"))
    # At most 10: the sign-in limit is 30 requests a minute per address, 3 per sign-in.
    parser.add_argument("--learners", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--port", type=int, default=9890)
    args = parser.parse_args()

    stubs = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Stubs)
    threading.Thread(target=stubs.serve_forever, daemon=True).start()
    stub = f"127.0.0.1:{stubs.server_address[1]}"
    work = tempfile.mkdtemp(prefix="frontloop-checks-bench-")
    db = os.path.join(work, "bench.db")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "FRONTLOOP_")) and k != "DATABASE_URL"}
    env.update({
        "DATABASE_URL": f"sqlite://{db}?mode=rwc",
        "FRONTLOOP_ADDR": f"127.0.0.1:{args.port}",
        "FRONTLOOP_CONTENT_DIR": os.path.join(ROOT, "content"),
        "FRONTLOOP_DEV_LOGIN": "true",
        "FRONTLOOP_WORKERS": "0",
        "FRONTLOOP_CHECKS_ALLOW": stub,
        "GITHUB_API_URL": f"http://{stub}",
        "RUST_LOG": "warn",
    })
    server = subprocess.Popen([args.binary, "serve"], env=env)
    base = f"http://127.0.0.1:{args.port}"
    try:
        for _ in range(300):
            try:
                if request(f"{base}/api/health")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        tasks = json.loads(request(f"{base}/api/tasks")[2])
        tokens = [sign_in(base, f"bench-{n}") for n in range(args.learners)]
        for n, token in enumerate(tokens):
            auth = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
            for task in tasks:
                url = f"{base}/api/progress/task/{task['id']}"
                request(url, json.dumps({"status": "in_progress"}).encode(), auth)
                done = {"status": "completed", "github_repo_url": f"https://github.com/bench-{n}/{task['slug']}",
                        "github_pages_url": f"http://{stub}/site/{task['slug']}/"}
                status, _, body = request(url, json.dumps(done).encode(), auth)
                assert status == 200, body
        total = len(tokens) * len(tasks)
        started = time.monotonic()
        worker_env = dict(env, FRONTLOOP_WORKERS=str(args.workers))
        worker = subprocess.Popen([args.binary, "worker"], env=worker_env)
        with sqlite3.connect(db) as conn:
            while True:
                checked = conn.execute("SELECT COUNT(*) FROM solutions WHERE checked_at IS NOT NULL").fetchone()[0]
                if checked >= total:
                    break
                time.sleep(0.05)
        elapsed = time.monotonic() - started
        worker.terminate()
        worker.wait(timeout=40)
        print(f"{total} solutions checked by {args.workers} workers (frontloop worker) in {elapsed:.1f} s: "
              f"{total / elapsed * 60:.0f} checks per minute")
    finally:
        server.terminate()
        server.wait(timeout=40)
        stubs.shutdown()


if __name__ == "__main__":
    sys.exit(main())
