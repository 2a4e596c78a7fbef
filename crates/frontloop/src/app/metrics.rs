//! The operators' figures, kept in memory per process and written in the
//! Prometheus text format (docs/operations.md): requests by route template
//! and status with latency histograms, the database pool, the job queue,
//! job failures, rate-limit refusals, and the read caches' hits, misses,
//! evictions and bytes.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::Duration;

use frontloop_domain::time::now_millis;
use frontloop_store::models::{JobQueueStats, PoolStatus};

use frontloop_store::Store;

use super::cache_stats::CacheFigures;
use super::error::AppResult;

/// Upper bounds of the latency histogram's buckets, in seconds.
const LATENCY_BUCKETS: [f64; 11] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5];

/// One route's latencies.
#[derive(Debug, Default, Clone)]
struct Histogram {
    /// Requests at or under each bound of [`LATENCY_BUCKETS`] (not cumulative).
    buckets: [u64; LATENCY_BUCKETS.len()],
    count: u64,
    sum_seconds: f64,
}

impl Histogram {
    fn observe(&mut self, seconds: f64) {
        if let Some(at) = LATENCY_BUCKETS.iter().position(|bound| seconds <= *bound) {
            self.buckets[at] += 1;
        }
        self.count += 1;
        self.sum_seconds += seconds;
    }
}

/// A metric family drawn from every cache: name, type, help, and its value.
type CacheFamily = (&'static str, &'static str, &'static str, fn(&CacheFigures) -> u64);

/// Everything counted since the process started.
#[derive(Debug, Default)]
struct Counts {
    /// By (method, route template, status).
    requests: BTreeMap<(String, String, u16), u64>,
    /// By (method, route template).
    latency: BTreeMap<(String, String), Histogram>,
    /// By limit name.
    rate_limited: BTreeMap<&'static str, u64>,
    /// Failed attempts by job kind.
    job_failures: BTreeMap<String, u64>,
    /// Rendered audits by status: how many, and their seconds together.
    rendered_audits: BTreeMap<&'static str, (u64, f64)>,
}

/// The counters of this process. Cheap to record into: one short lock.
#[derive(Debug, Default)]
pub struct Metrics {
    counts: Mutex<Counts>,
}

impl Metrics {
    /// Records a finished request under its route template (`/api/tasks/{slug}`,
    /// never the path itself, so the labels stay few).
    pub fn record_request(&self, method: &str, route: &str, status: u16, latency: Duration) {
        let mut counts = self.lock();
        *counts.requests.entry((method.to_owned(), route.to_owned(), status)).or_default() += 1;
        counts.latency.entry((method.to_owned(), route.to_owned())).or_default().observe(latency.as_secs_f64());
    }

    /// Records a request refused by the limit `name`.
    pub fn record_rate_limited(&self, name: &'static str) {
        *self.lock().rate_limited.entry(name).or_default() += 1;
    }

    /// Records a failed attempt of a job of `kind`.
    pub fn record_job_failure(&self, kind: &str) {
        *self.lock().job_failures.entry(kind.to_owned()).or_default() += 1;
    }

    /// Records a rendered audit that ended with `status` (`done`, `failed`,
    /// `unavailable`) after `duration`, its wait for a slot included.
    pub fn record_rendered_audit(&self, status: &'static str, duration: Duration) {
        let mut counts = self.lock();
        let entry = counts.rendered_audits.entry(status).or_default();
        entry.0 += 1;
        entry.1 += duration.as_secs_f64();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Counts> {
        // A panic while holding the lock leaves counts that are still counts.
        self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The whole exposition, with the database's figures read now. A family
    /// without samples is left out, as Prometheus's own clients do.
    pub fn render(&self, pool: PoolStatus, queues: &[JobQueueStats], now: i64, caches: &[CacheFigures]) -> String {
        let counts = self.lock();
        let mut out = String::new();
        let mut lines = Vec::new();
        for ((method, route, status), n) in &counts.requests {
            lines.push(format!(
                "frontloop_http_requests_total{{method=\"{}\",route=\"{}\",status=\"{status}\"}} {n}",
                label(method),
                label(route)
            ));
        }
        family(
            &mut out,
            "frontloop_http_requests_total",
            "counter",
            "HTTP requests answered, by route template and status.",
            &mut lines,
        );
        for ((method, route), histogram) in &counts.latency {
            let labels = format!("method=\"{}\",route=\"{}\"", label(method), label(route));
            let mut cumulative = 0;
            for (bound, n) in LATENCY_BUCKETS.iter().zip(histogram.buckets) {
                cumulative += n;
                lines.push(format!(
                    "frontloop_http_request_duration_seconds_bucket{{{labels},le=\"{bound}\"}} {cumulative}"
                ));
            }
            lines.push(format!(
                "frontloop_http_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {}",
                histogram.count
            ));
            lines.push(format!("frontloop_http_request_duration_seconds_sum{{{labels}}} {}", histogram.sum_seconds));
            lines.push(format!("frontloop_http_request_duration_seconds_count{{{labels}}} {}", histogram.count));
        }
        family(
            &mut out,
            "frontloop_http_request_duration_seconds",
            "histogram",
            "Time to answer, by route template.",
            &mut lines,
        );
        let in_use = pool.open.saturating_sub(pool.idle);
        lines.push(format!("frontloop_db_pool_connections{{state=\"in_use\"}} {in_use}"));
        lines.push(format!("frontloop_db_pool_connections{{state=\"idle\"}} {}", pool.idle));
        family(
            &mut out,
            "frontloop_db_pool_connections",
            "gauge",
            "Database connections of this process, in use or idle.",
            &mut lines,
        );
        for queue in queues {
            lines.push(format!("frontloop_jobs_queued{{kind=\"{}\"}} {}", label(&queue.kind), queue.queued));
        }
        family(
            &mut out,
            "frontloop_jobs_queued",
            "gauge",
            "Jobs waiting or running, by kind (every instance's).",
            &mut lines,
        );
        for queue in queues {
            let age = queue.oldest_run_at.map_or(0, |due| (now - due).max(0)) as f64 / 1000.0;
            lines.push(format!("frontloop_jobs_oldest_age_seconds{{kind=\"{}\"}} {age}", label(&queue.kind)));
        }
        family(
            &mut out,
            "frontloop_jobs_oldest_age_seconds",
            "gauge",
            "How long the longest-waiting job of each kind has been due.",
            &mut lines,
        );
        for queue in queues {
            lines.push(format!("frontloop_jobs_given_up{{kind=\"{}\"}} {}", label(&queue.kind), queue.given_up));
        }
        family(
            &mut out,
            "frontloop_jobs_given_up",
            "gauge",
            "Jobs given up after too many failed attempts, by kind.",
            &mut lines,
        );
        for (kind, n) in &counts.job_failures {
            lines.push(format!("frontloop_job_failures_total{{kind=\"{}\"}} {n}", label(kind)));
        }
        family(
            &mut out,
            "frontloop_job_failures_total",
            "counter",
            "Failed job attempts in this process, by kind.",
            &mut lines,
        );
        for (status, (n, _)) in &counts.rendered_audits {
            lines.push(format!("frontloop_rendered_audits_total{{status=\"{status}\"}} {n}"));
        }
        family(
            &mut out,
            "frontloop_rendered_audits_total",
            "counter",
            "Rendered audits in this process, by how they ended.",
            &mut lines,
        );
        for (status, (_, seconds)) in &counts.rendered_audits {
            lines.push(format!("frontloop_rendered_audit_seconds_total{{status=\"{status}\"}} {seconds}"));
        }
        family(
            &mut out,
            "frontloop_rendered_audit_seconds_total",
            "counter",
            "Seconds spent in rendered audits (waiting for a slot included), by how they ended.",
            &mut lines,
        );
        for (name, n) in &counts.rate_limited {
            lines.push(format!("frontloop_rate_limit_refusals_total{{limit=\"{}\"}} {n}", label(name)));
        }
        family(
            &mut out,
            "frontloop_rate_limit_refusals_total",
            "counter",
            "Requests refused by a rate limit, by limit.",
            &mut lines,
        );
        let cache_families: [CacheFamily; 5] = [
            ("frontloop_read_cache_hits_total", "counter", "Reads answered from a cache, by cache.", |c| c.hits),
            ("frontloop_read_cache_misses_total", "counter", "Reads a cache could not answer, by cache.", |c| c.misses),
            (
                "frontloop_read_cache_evictions_total",
                "counter",
                "Entries pushed out to keep a cache within its budget, by cache.",
                |c| c.evictions,
            ),
            ("frontloop_read_cache_bytes", "gauge", "Bytes a cache holds now, by cache.", |c| c.bytes as u64),
            ("frontloop_read_cache_entries", "gauge", "Entries a cache holds now, by cache.", |c| c.entries as u64),
        ];
        for (name, kind, help, value) in cache_families {
            for cache in caches {
                lines.push(format!("{name}{{cache=\"{}\"}} {}", label(cache.name), value(cache)));
            }
            family(&mut out, name, kind, help, &mut lines);
        }
        out
    }
}

/// The exposition of this process, with the database's figures read now
/// and the caches' figures as given.
pub async fn scrape(metrics: &Metrics, store: &dyn Store, caches: &[CacheFigures]) -> AppResult<String> {
    let queues = store.job_queue_stats().await?;
    Ok(metrics.render(store.pool_status(), &queues, now_millis(), caches))
}

/// Writes one family, its description then its `samples` (taken), or
/// nothing when it has none.
fn family(out: &mut String, name: &str, kind: &str, help: &str, samples: &mut Vec<String>) {
    if samples.is_empty() {
        return;
    }
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
    for sample in samples.drain(..) {
        out.push_str(&sample);
        out.push('\n');
    }
}

/// A label value as the text format wants it: backslash, quote and newline
/// escaped.
fn label(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn histograms_are_cumulative_and_count_everything() {
        let metrics = Metrics::default();
        for ms in [1, 3, 40, 4000] {
            metrics.record_request("GET", "/api/tasks", 200, Duration::from_millis(ms));
        }
        let text = metrics.render(PoolStatus { open: 3, idle: 1 }, &[], 0, &[]);
        assert!(text.contains("frontloop_http_requests_total{method=\"GET\",route=\"/api/tasks\",status=\"200\"} 4"));
        let bucket = |le: &str| {
            format!("frontloop_http_request_duration_seconds_bucket{{method=\"GET\",route=\"/api/tasks\",le=\"{le}\"}}")
        };
        assert!(text.contains(&format!("{} 1\n", bucket("0.001"))), "{text}");
        assert!(text.contains(&format!("{} 2\n", bucket("0.005"))));
        assert!(text.contains(&format!("{} 3\n", bucket("2.5"))));
        assert!(text.contains(&format!("{} 4\n", bucket("+Inf"))));
        assert!(text.contains("frontloop_db_pool_connections{state=\"in_use\"} 2"));
    }

    #[test]
    fn families_without_samples_are_left_out() {
        let text = Metrics::default().render(PoolStatus { open: 1, idle: 1 }, &[], 0, &[]);
        assert!(!text.contains("frontloop_jobs_queued"), "{text}");
        assert!(!text.contains("frontloop_http_requests_total"));
        assert!(text.contains("# TYPE frontloop_db_pool_connections gauge"));
    }

    #[test]
    fn refusals_and_job_failures_are_counted_by_name() {
        let metrics = Metrics::default();
        metrics.record_rate_limited("sign-in");
        metrics.record_rate_limited("sign-in");
        metrics.record_job_failure("solution-checks");
        metrics.record_rendered_audit("done", Duration::from_millis(2500));
        let text = metrics.render(PoolStatus { open: 1, idle: 1 }, &[], 0, &[]);
        assert!(text.contains("frontloop_rate_limit_refusals_total{limit=\"sign-in\"} 2"), "{text}");
        assert!(text.contains("frontloop_job_failures_total{kind=\"solution-checks\"} 1"));
        assert!(text.contains("frontloop_rendered_audits_total{status=\"done\"} 1"), "{text}");
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(label("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }

    #[test]
    fn queue_ages_count_from_the_due_time() {
        let queue =
            JobQueueStats { kind: "solution-checks".into(), queued: 2, oldest_run_at: Some(1_000), given_up: 1 };
        let text = Metrics::default().render(PoolStatus { open: 1, idle: 1 }, &[queue], 3_500, &[]);
        assert!(text.contains("frontloop_jobs_oldest_age_seconds{kind=\"solution-checks\"} 2.5"));
        assert!(text.contains("frontloop_jobs_queued{kind=\"solution-checks\"} 2"));
        assert!(text.contains("frontloop_jobs_given_up{kind=\"solution-checks\"} 1"));
    }
}
