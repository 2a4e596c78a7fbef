#!/usr/bin/env python3
"""Load benchmark of the Frontloop server (targets: docs/quality.md).

For each database (SQLite, PostgreSQL) and each dataset size (1% and full),
it generates the seeded dataset once (cached under bench/data/), starts the
release server pinned to CPU 0, and drives every measured endpoint with wrk
pinned to CPU 1:

* a latency run with one connection (the server's service time plus the
  loopback round trip, no queueing), which gives p50/p99;
* a throughput run with 16 connections, which gives requests per second.

Then it serves the very same response bytes from nginx (pinned the same way)
for the ceiling ratio, and writes bench/results/load.json and the tables in
bench/RESULTS.md (between the load-benchmark markers).

Usage: python3 bench/load.py [--quick] [--backends sqlite,postgres]
       [--scales 0.01,1] [--duration 5] [--no-build]
"""

import argparse
import statistics
import datetime
import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
DATA = os.path.join(BENCH, "data")
RESULTS = os.path.join(BENCH, "results")
SERVER_PORT = 9900
NGINX_PORT = 9901
PG_ADMIN = os.environ.get("BENCH_PG_ADMIN_URL", "postgres://postgres@127.0.0.1:5432/postgres")
SEED = 42
# One-connection latency runs per endpoint; each figure is the median over them.
LATENCY_REPEATS = 3
# The binaries to measure (a copy keeps a rebuild from swapping them mid-run).
SERVER_BIN = os.environ.get("BENCH_SERVER_BIN", os.path.join(ROOT, "target/release/frontloop"))
DATAGEN_BIN = os.environ.get("BENCH_DATAGEN_BIN", os.path.join(ROOT, "target/release/frontloop-datagen"))
SERVER_CPU = "0"
LOAD_CPU = "1"
THROUGHPUT_CONNECTIONS = 16
# A shipped blog post (content/blog).
BLOG_SLUG = "container-queries-in-practice"
UPSTREAM_PORTS = (9902, 9903)


def log(message):
    print(message, flush=True)


def run(cmd, **kwargs):
    return subprocess.run(cmd, check=True, **kwargs)


def build():
    log("Building the web app and the release binaries …")
    run(["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], cwd=os.path.join(ROOT, "web"))
    run(["npm", "run", "build"], cwd=os.path.join(ROOT, "web"))
    run(["cargo", "build", "--release", "--locked", "-p", "frontloop", "-p", "frontloop-datagen"], cwd=ROOT)


def scale_name(scale):
    return "full" if scale >= 1 else f"{round(scale * 100)}pct"


def database_url(backend, scale):
    name = f"frontloop_bench_{scale_name(scale)}"
    if backend == "sqlite":
        return f"sqlite://{os.path.join(DATA, name + '.db')}?mode=rwc"
    return PG_ADMIN.rsplit("/", 1)[0] + "/" + name


def psql(sql):
    run(["psql", "-q", PG_ADMIN, "-c", sql], stdout=subprocess.DEVNULL)


def ensure_dataset(backend, scale):
    """Generates the dataset unless a manifest for the same seed and scale exists."""
    manifest_path = os.path.join(DATA, f"{backend}-{scale_name(scale)}.json")
    if os.path.exists(manifest_path):
        with open(manifest_path) as f:
            manifest = json.load(f)
        if manifest.get("seed") == SEED and manifest.get("scale") == scale:
            log(f"Using the {backend} {scale_name(scale)} dataset generated earlier.")
            return manifest
    url = database_url(backend, scale)
    if backend == "sqlite":
        for suffix in ("", "-wal", "-shm"):
            path = url[len("sqlite://"):].split("?")[0] + suffix
            if os.path.exists(path):
                os.remove(path)
    else:
        name = url.rsplit("/", 1)[1]
        psql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        psql(f'CREATE DATABASE "{name}"')
    log(f"Generating the {backend} dataset at scale {scale} …")
    run([DATAGEN_BIN, "--database-url", url, "--scale", str(scale),
         "--seed", str(SEED), "--content", os.path.join(ROOT, "content"), "--manifest", manifest_path], cwd=ROOT)
    with open(manifest_path) as f:
        return json.load(f)


def wait_for(url, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {timeout} s")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        fields = dict(line.split(":", 1) for line in f if ":" in line)
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def start_server(backend, scale, port=SERVER_PORT, pool=None):
    env = dict(os.environ)
    for key in ("GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"):
        env.pop(key, None)
    env.update({
        "DATABASE_URL": database_url(backend, scale),
        "FRONTLOOP_ADDR": f"127.0.0.1:{port}",
        # The dataset already holds the catalogue: no import at start-up.
        "FRONTLOOP_CONTENT_DIR": os.path.join(DATA, "no-catalogue"),
        "RUST_LOG": "warn",
        # Solution checks stay on loopback (and off DNS).
        "GITHUB_API_URL": "http://127.0.0.1:9",
        "FRONTLOOP_CHECKS_ALLOW": "127.0.0.1:9",
    })
    if pool:
        env["FRONTLOOP_DB_POOL"] = str(pool)
    process = subprocess.Popen(["taskset", "-c", SERVER_CPU, SERVER_BIN],
                               env=env, cwd=ROOT)
    wait_for(f"http://127.0.0.1:{port}/api/health")
    return process


def stop(process):
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


def wrk(url, duration, connections, headers=(), script=None, env=None):
    lua = os.path.join(BENCH, "wrk/report.lua")
    if script:
        combined = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)
        with open(script) as a, open(lua) as b:
            combined.write(a.read() + "\n" + b.read())
        combined.close()
        lua = combined.name
    cmd = ["taskset", "-c", LOAD_CPU, "wrk", "-t1", f"-c{connections}", f"-d{duration}s", "--timeout", "10s", "-s", lua]
    for header in headers:
        cmd += ["-H", header]
    cmd.append(url)
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, env={**os.environ, **(env or {})}).stdout
    line = [l for l in out.splitlines() if l.startswith("{")][-1]
    result = json.loads(line)
    result["rps"] = result["requests"] / (result["duration_us"] / 1e6)
    return result


def endpoints(manifest):
    marks = manifest["landmarks"]
    heavy = [f"Authorization: Bearer {marks['heaviest_user_token']}"]
    return [
        ("GET /api/tasks", "/api/tasks", []),
        ("feed latest, signed out", "/api/community/posts?filter=latest", []),
        ("feed latest, signed in", "/api/community/posts?filter=latest", heavy),
        ("feed popular, signed out", "/api/community/posts?filter=popular", []),
        ("feed popular, signed in", "/api/community/posts?filter=popular", heavy),
        ("post (most liked), signed out", f"/api/community/posts/{marks['most_liked_post_id']}", []),
        ("post comments (most commented)", f"/api/community/posts/{marks['most_commented_post_id']}/comments", []),
        ("blog list", "/api/posts", []),
        ("blog post", f"/api/posts/by-slug/{BLOG_SLUG}", []),
        ("learning paths, signed out", "/api/learning-paths", []),
        ("learning paths, signed in", "/api/learning-paths", heavy),
        ("users/progress, heaviest learner", "/api/users/progress", heavy),
        ("users/profile, heaviest learner", "/api/users/profile", heavy),
        ("achievements, heaviest learner", "/api/achievements", heavy),
        ("SPA index", "/", []),
        ("hashed asset", asset_path(), []),
    ]


def asset_path():
    with urllib.request.urlopen(f"http://127.0.0.1:{SERVER_PORT}/") as response:
        html = response.read().decode()
    # The app's entry, named for index.html's loader (web/build/defer-app-code.ts).
    match = re.search(r'<meta name="frontloop-entry" content="(/assets/[^"]+\.js)">', html)
    if not match:
        raise RuntimeError("no hashed script in the index page")
    return match.group(1)


def fetch(path, headers):
    request = urllib.request.Request(f"http://127.0.0.1:{SERVER_PORT}{path}")
    for header in headers:
        key, value = header.split(": ", 1)
        request.add_header(key, value)
    with urllib.request.urlopen(request) as response:
        return response.read(), response.headers.get("content-type", "application/octet-stream")


def measure(url, headers, duration, script=None, env=None, repeats=LATENCY_REPEATS):
    """Latency from `repeats` one-connection runs, each figure the median over
    the runs: one scheduler hiccup on this shared machine moves the p99 of a
    single five-second run by milliseconds (the same static file has shown a
    7x p99 in one run), while the medians repeat."""
    wrk(url, 2, 4, headers, script, env)  # warm-up
    runs = [wrk(url, duration, 1, headers, script, env) for _ in range(repeats)]
    throughput = wrk(url, duration, THROUGHPUT_CONNECTIONS, headers, script, env)

    def median_ms(key):
        return statistics.median(run[key] for run in runs) / 1000

    return {
        "p50_ms": median_ms("p50_us"), "p90_ms": median_ms("p90_us"), "p99_ms": median_ms("p99_us"),
        "p99_ms_each_run": [run["p99_us"] / 1000 for run in runs],
        "max_ms": max(run["max_us"] for run in runs) / 1000,
        "rps_one_connection": statistics.median(run["rps"] for run in runs), "rps": throughput["rps"],
        "p99_ms_loaded": throughput["p99_us"] / 1000,
        "bytes_per_response": throughput["bytes"] / max(throughput["requests"], 1),
        "errors": sum(sum(run["errors"].values()) for run in runs) + sum(throughput["errors"].values()),
        "non_2xx_3xx": sum(run["errors"]["status"] for run in runs) + throughput["errors"]["status"],
    }


MANY_READERS = [
    ("feed latest, 2,000 signed-in readers", "/api/community/posts?filter=latest"),
    ("feed popular, 2,000 signed-in readers", "/api/community/posts?filter=popular"),
    ("learning paths, 2,000 signed-in readers", "/api/learning-paths"),
    ("users/progress, 2,000 learners", "/api/users/progress"),
    ("achievements, 2,000 learners", "/api/achievements"),
]


def measure_many_readers(base_url, manifest, path, duration):
    """`path` asked by the 2,000 sample learners in turn (wrk/many-readers.lua)."""
    tokens = ",".join(manifest["landmarks"]["sample_tokens"])
    return measure(base_url, [], duration, script=os.path.join(BENCH, "wrk/many-readers.lua"),
                   env={"BENCH_TOKENS": tokens, "BENCH_PATH": path})


def measure_likes(base_url, manifest, duration):
    """Like toggles by 2,000 learners in turn on random posts."""
    tokens = ",".join(manifest["landmarks"]["sample_tokens"])
    return measure(base_url, [], duration, script=os.path.join(BENCH, "wrk/like-toggle.lua"),
                   env={"BENCH_TOKENS": tokens, "BENCH_POSTS": str(manifest["counts"]["community_posts"])})


def nginx_conf(root, body):
    """A one-worker nginx configuration around `body` (server blocks)."""
    return f"""daemon off; master_process off; worker_processes 1; user root;
error_log {root}/error.log; pid {root}/nginx.pid;
events {{ worker_connections 1024; }}
http {{ access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path {root}; proxy_temp_path {root}; fastcgi_temp_path {root}; uwsgi_temp_path {root}; scgi_temp_path {root};
  {body} }}
"""


def two_instances(scale, duration):
    """Two PostgreSQL instances behind an nginx round-robin upstream, all on
    the server's core with PostgreSQL: the feed and like toggles."""
    manifest = ensure_dataset("postgres", scale)
    pinned = pin_postgres(SERVER_CPU)
    servers = [start_server("postgres", scale, port) for port in UPSTREAM_PORTS]
    root = tempfile.mkdtemp(prefix="frontloop-upstream-")
    upstream = " ".join(f"server 127.0.0.1:{port};" for port in UPSTREAM_PORTS)
    with open(os.path.join(root, "nginx.conf"), "w") as f:
        f.write(nginx_conf(root, f"upstream frontloop {{ {upstream} keepalive 32; }} "
                                 f"server {{ listen 127.0.0.1:{NGINX_PORT}; location / {{ proxy_pass http://frontloop; "
                                 "proxy_http_version 1.1; proxy_set_header Connection \"\"; proxy_buffering off; } }"))
    proxy = subprocess.Popen(["taskset", "-c", SERVER_CPU, "nginx", "-c", os.path.join(root, "nginx.conf"), "-p", root])
    try:
        wait_for(f"http://127.0.0.1:{NGINX_PORT}/api/health", 10)
        heavy = [f"Authorization: Bearer {manifest['landmarks']['heaviest_user_token']}"]
        results = []
        for name, path, headers in [("feed latest, signed out", "/api/community/posts?filter=latest", []),
                                    ("feed latest, signed in", "/api/community/posts?filter=latest", heavy)]:
            log(f"  two instances: {name}")
            results.append({"endpoint": name, **measure(f"http://127.0.0.1:{NGINX_PORT}{path}", headers, duration)})
        log("  two instances: like toggles")
        results.append({"endpoint": "like toggle (POST)", **measure_likes(f"http://127.0.0.1:{NGINX_PORT}/", manifest, duration)})
        return {"scale": scale, "endpoints": results}
    finally:
        proxy.terminate()
        proxy.wait(timeout=10)
        for server in servers:
            stop(server)
        shutil.rmtree(root, ignore_errors=True)
        if pinned:
            pin_postgres(f"0-{os.cpu_count() - 1}")


def pool_sweep(scale, duration, sizes):
    """The signed-in feed and like toggles on PostgreSQL with each pool size."""
    manifest = ensure_dataset("postgres", scale)
    heavy = [f"Authorization: Bearer {manifest['landmarks']['heaviest_user_token']}"]
    pinned = pin_postgres(SERVER_CPU)
    rows = []
    try:
        for size in sizes:
            server = start_server("postgres", scale, pool=size)
            try:
                log(f"  pool {size}: feed signed in, like toggles")
                feed = measure(f"http://127.0.0.1:{SERVER_PORT}/api/community/posts?filter=latest", heavy, duration)
                likes = measure_likes(f"http://127.0.0.1:{SERVER_PORT}/", manifest, duration)
                rows.append({"pool": size, "feed_signed_in": feed, "like_toggle": likes})
            finally:
                stop(server)
    finally:
        if pinned:
            pin_postgres(f"0-{os.cpu_count() - 1}")
    return rows


def postgres_pids():
    found = subprocess.run(["pgrep", "-x", "postgres"], capture_output=True, text=True)
    return [int(pid) for pid in found.stdout.split()]


def pin_postgres(cpus):
    """Sets the CPU affinity of every PostgreSQL process (new backends fork
    from the postmaster and inherit it). Returns whether it could."""
    pids = postgres_pids()
    for pid in pids:
        subprocess.run(["taskset", "-a", "-p", "-c", cpus, str(pid)], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    return bool(pids)


def bench_configuration(backend, scale, duration, bodies):
    manifest = ensure_dataset(backend, scale)
    # The database works for the server: on the server's core, so that the
    # load generator's core stays the load generator's alone.
    pinned = backend == "postgres" and pin_postgres(SERVER_CPU)
    server = start_server(backend, scale)
    try:
        time.sleep(1.0)
        idle_rss, _ = rss_kib(server.pid)
        results = []
        for name, path, headers in endpoints(manifest):
            log(f"  {backend} {scale_name(scale)}: {name}")
            figures = measure(f"http://127.0.0.1:{SERVER_PORT}{path}", headers, duration)
            results.append({"endpoint": name, "path": path, "signed_in": bool(headers), **figures})
            if bodies is not None:
                bodies[name] = fetch(path, headers)
        for name, path in MANY_READERS:
            log(f"  {backend} {scale_name(scale)}: {name}")
            figures = measure_many_readers(f"http://127.0.0.1:{SERVER_PORT}/", manifest, path, duration)
            results.append({"endpoint": name, "path": path, "signed_in": True, **figures})
        log(f"  {backend} {scale_name(scale)}: like toggles")
        figures = measure_likes(f"http://127.0.0.1:{SERVER_PORT}/", manifest, duration)
        results.append({"endpoint": "like toggle (POST)", "path": "/api/community/posts/{id}/like", "signed_in": True,
                        **figures})
        _, peak_rss = rss_kib(server.pid)
    finally:
        stop(server)
        if pinned:
            pin_postgres(f"0-{os.cpu_count() - 1}")
    return {"backend": backend, "scale": scale, "postgres_pinned": pinned, "dataset": manifest["counts"], "generation_seconds": manifest["seconds"],
            "idle_rss_mib": idle_rss / 1024, "peak_rss_mib": peak_rss / 1024, "endpoints": results}


def nginx_ceiling(bodies, duration):
    """Serves the recorded response bytes from nginx and measures them alike."""
    if not shutil.which("nginx"):
        log("nginx is not installed: no ceiling figures.")
        return []
    root = tempfile.mkdtemp(prefix="frontloop-nginx-")
    docs = os.path.join(root, "docs")
    os.makedirs(docs)
    locations = []
    for i, (name, (body, content_type)) in enumerate(bodies.items()):
        with open(os.path.join(docs, f"r{i}"), "wb") as f:
            f.write(body)
        locations.append(f"location = /r{i} {{ default_type \"{content_type}\"; alias {docs}/r{i}; }}")
    conf = os.path.join(root, "nginx.conf")
    with open(conf, "w") as f:
        f.write(nginx_conf(root, f"server {{ listen 127.0.0.1:{NGINX_PORT}; {' '.join(locations)} }}"))
    process = subprocess.Popen(["taskset", "-c", SERVER_CPU, "nginx", "-c", conf, "-p", root])
    try:
        wait_for(f"http://127.0.0.1:{NGINX_PORT}/r0", 10)
        results = []
        for i, name in enumerate(bodies):
            log(f"  nginx: {name}")
            results.append({"endpoint": name, **measure(f"http://127.0.0.1:{NGINX_PORT}/r{i}", [], duration, repeats=1)})
        return results
    finally:
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(root, ignore_errors=True)


def machine():
    cpu = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    with open("/proc/meminfo") as f:
        mem_kib = int(f.readline().split()[1])
    wrk_version = subprocess.run(["wrk", "-v"], capture_output=True, text=True).stdout.splitlines()[0]
    return {"cpu": cpu, "cores": os.cpu_count(), "memory_gib": round(mem_kib / 1024 / 1024, 1),
            "kernel": platform.release(), "wrk": wrk_version.strip(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}


def markdown(report):
    lines = [f"Measured {report['machine']['date']} on {report['machine']['cpu']}, "
             f"{report['machine']['cores']} cores, {report['machine']['memory_gib']} GiB, Linux {report['machine']['kernel']}; "
             f"{report['machine']['wrk']}. Server (and, on PostgreSQL runs, every PostgreSQL process) pinned to CPU "
             f"{SERVER_CPU}, wrk to CPU {LOAD_CPU}. "
             f"Latency: wrk with 1 connection, {LATENCY_REPEATS} runs of {report['duration_s']} s, each figure the median over "
             f"the runs (service time plus the loopback round trip, no queueing). Throughput: {THROUGHPUT_CONNECTIONS} connections for {report['duration_s']} s.", ""]
    for config in report["configurations"]:
        counts = config["dataset"]
        lines += [f"### {config['backend']}, {scale_name(config['scale'])} dataset",
                  "",
                  f"{counts.get('users')} users, {counts.get('challenges')} challenges, {counts.get('progress')} progress rows, "
                  f"{counts.get('community_posts')} posts, {counts.get('post_likes')} likes, {counts.get('comments')} comments, "
                  f"{counts.get('enrollments')} enrollments, {counts.get('item_completions')} item completions, "
                  f"{counts.get('sessions')} sessions (generated in {config['generation_seconds']:.0f} s). "
                  f"Idle RSS after start-up: **{config['idle_rss_mib']:.1f} MiB**; peak during the run {config['peak_rss_mib']:.1f} MiB.",
                  "",
                  "| Endpoint | p50 ms | p99 ms | req/s (1 conn) | req/s (16 conn) | p99 ms (16 conn) | bytes | errors |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for e in config["endpoints"]:
            lines.append(f"| {e['endpoint']} | {e['p50_ms']:.2f} | {e['p99_ms']:.2f} | {e['rps_one_connection']:.0f} | "
                         f"{e['rps']:.0f} | {e['p99_ms_loaded']:.2f} | {e['bytes_per_response']:.0f} | {e['errors']} |")
        lines.append("")
    full = {(c["backend"], e["endpoint"]): e for c in report["configurations"] if c["scale"] >= 1 for e in c["endpoints"]}
    small = {(c["backend"], e["endpoint"]): e for c in report["configurations"] if c["scale"] < 1 for e in c["endpoints"]}
    if full and small:
        lines += ["### Growth: p99 at full size against p99 at 1% (target ≤ 1.5×)", "",
                  "| Database | Endpoint | p99 1% ms | p99 full ms | ratio |", "|---|---|---:|---:|---:|"]
        for key, e in full.items():
            if key in small:
                ratio = e["p99_ms"] / max(small[key]["p99_ms"], 1e-3)
                lines.append(f"| {key[0]} | {key[1]} | {small[key]['p99_ms']:.2f} | {e['p99_ms']:.2f} | {ratio:.2f} |")
        lines.append("")
    if report.get("nginx"):
        configs = [c for c in report["configurations"]]
        head = " | ".join(f"{c['backend']} {scale_name(c['scale'])}" for c in configs)
        lines += ["### Ceiling: Frontloop's throughput (16 connections) against nginx serving the same bytes", "",
                  "nginx: one worker on the server's CPU, the response bytes of the largest SQLite run as static files. "
                  "Each cell is Frontloop req/s ÷ nginx req/s.", "",
                  f"| Response | nginx req/s | {head} |", "|---|---:|" + "---:|" * len(configs)]
        for e in report["nginx"]:
            cells = []
            for c in configs:
                ours = next((x for x in c["endpoints"] if x["endpoint"] == e["endpoint"]), None)
                cells.append(f"{ours['rps'] / e['rps']:.2f}" if ours else "–")
            lines.append(f"| {e['endpoint']} | {e['rps']:.0f} | " + " | ".join(cells) + " |")
        lines.append("")
    if report.get("two_instances"):
        two = report["two_instances"]
        lines += [f"### Two instances on one PostgreSQL behind nginx round-robin ({scale_name(two['scale'])} dataset)", "",
                  "Both instances, nginx and PostgreSQL on CPU 0; wrk on CPU 1.", "",
                  "| Endpoint | p50 ms | p99 ms | req/s (1 conn) | req/s (16 conn) | p99 ms (16 conn) | errors |",
                  "|---|---:|---:|---:|---:|---:|---:|"]
        for e in two["endpoints"]:
            lines.append(f"| {e['endpoint']} | {e['p50_ms']:.2f} | {e['p99_ms']:.2f} | {e['rps_one_connection']:.0f} | "
                         f"{e['rps']:.0f} | {e['p99_ms_loaded']:.2f} | {e['errors']} |")
        lines.append("")
    if report.get("pool_sweep"):
        lines += ["### PostgreSQL pool size (full dataset, one instance)", "",
                  "| Pool | feed signed in req/s (16 conn) | p99 ms (16 conn) | like p50 ms | like req/s (16 conn) | like p99 ms (16 conn) |",
                  "|---:|---:|---:|---:|---:|---:|"]
        for row in report["pool_sweep"]:
            f, l = row["feed_signed_in"], row["like_toggle"]
            lines.append(f"| {row['pool']} | {f['rps']:.0f} | {f['p99_ms_loaded']:.2f} | {l['p50_ms']:.2f} | {l['rps']:.0f} | {l['p99_ms_loaded']:.2f} |")
        lines.append("")
    return "\n".join(lines)


def write_results(report):
    os.makedirs(RESULTS, exist_ok=True)
    with open(os.path.join(RESULTS, "load.json"), "w") as f:
        json.dump(report, f, indent=2)
    table = markdown(report)
    with open(os.path.join(RESULTS, "load.md"), "w") as f:
        f.write(table + "\n")
    results_md = os.path.join(BENCH, "RESULTS.md")
    begin, end = "<!-- load-benchmark:begin -->", "<!-- load-benchmark:end -->"
    text = open(results_md).read() if os.path.exists(results_md) else f"# Benchmark results\n\n{begin}\n{end}\n"
    if begin in text and end in text:
        text = text[:text.index(begin) + len(begin)] + "\n" + table + "\n" + text[text.index(end):]
        with open(results_md, "w") as f:
            f.write(text)
    log(table)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backends", default="sqlite,postgres")
    parser.add_argument("--scales", default="0.01,1")
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--no-nginx", action="store_true")
    parser.add_argument("--no-two-instances", action="store_true")
    parser.add_argument("--pool-sweep", default="", help="PostgreSQL pool sizes to compare, e.g. 4,8,16")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is not installed: apt-get install wrk")
    if not args.no_build:
        build()
    os.makedirs(DATA, exist_ok=True)
    report = {"machine": machine(), "duration_s": args.duration, "seed": SEED, "configurations": []}
    bodies = {}
    scales = sorted(float(s) for s in args.scales.split(","))
    for backend in args.backends.split(","):
        for scale in scales:
            # nginx replays the bytes of the largest SQLite run (the ratio's
            # reference: the full size when it runs).
            record = bodies if backend == "sqlite" and scale == scales[-1] else None
            report["configurations"].append(bench_configuration(backend, scale, args.duration, record))
    if not args.no_nginx and not bodies:
        log("no SQLite run recorded response bytes: no ceiling figures.")
    elif not args.no_nginx:
        report["nginx"] = nginx_ceiling(bodies, args.duration)
    backends = args.backends.split(",")
    if "postgres" in backends and not args.no_two_instances and shutil.which("nginx"):
        report["two_instances"] = two_instances(scales[-1], args.duration)
    if args.pool_sweep:
        report["pool_sweep"] = pool_sweep(scales[-1], args.duration, [int(n) for n in args.pool_sweep.split(",")])
    write_results(report)


if __name__ == "__main__":
    main()
