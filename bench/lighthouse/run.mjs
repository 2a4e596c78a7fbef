// Lighthouse 12 audits of the release build (docs/quality.md): starts
// target/release/frontloop on a fresh SQLite database with the real
// catalogue, audits the home page, the challenge list, one challenge and one
// blog post with Lighthouse's default mobile profile (simulated throttling),
// several runs each, and writes bench/results/lighthouse.{json,md}.
//
// Prerequisites (this script builds nothing unless given --build):
//   cd web && npm install && npm run build
//   cargo build --release -p frontloop     # embeds web/dist
//   cd bench/lighthouse && npm install
//
// Usage: node run.mjs [--runs 3] [--port 9890] [--build] [--page home,...]
//                     [--binary PATH] [--keep-reports] [--origin URL] [--busy N]
// --busy N runs N processes that keep a core busy during the audits (N = 1
// gives a load average of about 2 on this machine, with Lighthouse's own
// work) and writes bench/results/lighthouse-busy.{json,md} instead.
// --origin audits a server that is already running (while working on a fix)
// instead of starting the release binary.
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const repo = resolve(import.meta.dirname, '..', '..')
const resultsDir = join(repo, 'bench', 'results')
// Full Lighthouse reports are large: kept out of git (bench/out is ignored).
const reportsDir = join(repo, 'bench', 'out', 'lighthouse')

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
}

// The pages of the budget (docs/quality.md); slugs are real catalogue entries,
// checked against content/ before the run.
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'challenges', path: '/challenges' },
  { name: 'challenge', path: '/challenges/faq-accordion', source: 'content/challenges/faq-accordion.md' },
  { name: 'blog-post', path: '/blog/core-web-vitals-explained', source: 'content/blog/core-web-vitals-explained.md' },
  {
    name: 'learning-path',
    path: '/learning-paths/html-css-foundations',
    source: 'content/paths/html-css-foundations.md',
  },
]

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '9890' },
    build: { type: 'boolean', default: false },
    page: { type: 'string' },
    binary: { type: 'string', default: join(repo, 'target', 'release', 'frontloop') },
    'keep-reports': { type: 'boolean', default: false },
    origin: { type: 'string' },
    busy: { type: 'string', default: '0' },
  },
})
const busy = Number.parseInt(args.busy, 10)
if (!(busy >= 0)) fail(`--busy must be a whole number, not ${args.busy}`)
const resultsName = busy > 0 ? 'lighthouse-busy' : 'lighthouse'
const runs = Number.parseInt(args.runs, 10)
if (!(runs >= 1)) fail(`--runs must be a positive integer, not ${args.runs}`)
const origin = args.origin?.replace(/\/$/, '') ?? `http://127.0.0.1:${args.port}`
const pages = args.page ? PAGES.filter((p) => args.page.split(',').includes(p.name)) : PAGES
if (pages.length === 0) fail(`--page matches none of ${PAGES.map((p) => p.name).join(', ')}`)
for (const page of pages) {
  if (page.source && !existsSync(join(repo, page.source))) fail(`${page.source} is missing: pick another slug`)
}

function fail(message) {
  console.error(`lighthouse: ${message}`)
  process.exit(2)
}

function sh(cmd, argv, cwd) {
  console.log(`$ (cd ${cwd} && ${cmd} ${argv.join(' ')})`)
  execFileSync(cmd, argv, { cwd, stdio: 'inherit' })
}

if (args.build) {
  sh('npm', ['run', 'build'], join(repo, 'web'))
  sh('cargo', ['build', '--release', '-p', 'frontloop'], repo)
}
if (!args.origin && !existsSync(args.binary)) {
  fail(`${args.binary} does not exist: run "cd web && npm run build" then "cargo build --release -p frontloop" (or pass --build)`)
}

/** Starts the server on a fresh database; resolves once /api/health answers. */
async function startServer(dataDir) {
  // Something else on the port would answer the health check in our place.
  const taken = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`${origin} is already in use: stop that server or pass --port`)
  const env = { ...process.env }
  // Only our settings: no GitHub app (the development sign-in stays on, as
  // on a fresh checkout), no inherited database or address.
  for (const key of Object.keys(env)) {
    if (key.startsWith('GITHUB_') || key.startsWith('FRONTLOOP_') || key === 'DATABASE_URL') delete env[key]
  }
  Object.assign(env, {
    DATABASE_URL: `sqlite://${join(dataDir, 'lh.db')}?mode=rwc`,
    FRONTLOOP_ADDR: `127.0.0.1:${args.port}`,
    FRONTLOOP_CONTENT_DIR: join(repo, 'content'),
    RUST_LOG: 'warn',
  })
  const server = spawn(args.binary, [], { env, stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise((_, reject) =>
    server.once('exit', (code, signal) => reject(new Error(`server exited early (code ${code}, signal ${signal})`))),
  )
  exited.catch(() => {})
  const deadline = Date.now() + 30_000
  let ready = false
  while (!ready && Date.now() < deadline) {
    try {
      const health = await Promise.race([fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) }), exited])
      ready = health.ok
    } catch (error) {
      if (server.exitCode !== null || server.signalCode !== null) throw error
    }
    if (!ready) await new Promise((r) => setTimeout(r, 200))
  }
  if (!ready) {
    server.kill('SIGKILL')
    throw new Error(`server did not answer ${origin}/api/health within 30 s`)
  }
  // A binary built before the web app serves a placeholder page.
  const home = await (await fetch(`${origin}/`)).text()
  if (!home.includes('/assets/')) {
    server.kill('SIGTERM')
    throw new Error('the release binary embeds no web app: build web/ first, then the binary')
  }
  return server
}

/**
 * One Lighthouse run in a fresh Chromium; returns the report (LHR). A run
 * whose trace came out broken (NO_NAVSTART and the like, seen on a busy
 * machine) is retried twice.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`${error.message}; retrying`)
    }
  }
}

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    chrome.kill()
  }
}

const score = (lhr, id) => (lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100))

/**
 * The audits below full score: in accessibility, best practices and SEO
 * those that cost points (weight > 0); in performance the metrics (weighted)
 * and the diagnostics that point at what to fix (weight 0).
 */
function findings(lhr) {
  const out = []
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const result = lhr.audits[ref.id]
      if (!result || result.score === null || result.score >= 1) continue
      if (!['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode)) continue
      if (ref.weight === 0 && id !== 'performance') continue
      out.push({
        category: id,
        id: ref.id,
        weight: ref.weight,
        score: result.score,
        title: result.title,
        displayValue: result.displayValue,
      })
    }
  }
  return out
}

function summarize(lhr) {
  const metrics = {}
  for (const [key, id] of Object.entries(METRICS)) metrics[key] = lhr.audits[id].numericValue
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr, id)])),
    metrics,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    findings: findings(lhr),
  }
}

/** The run whose performance score is the median (ties: the median LCP). */
function medianRun(summaries) {
  const sorted = [...summaries].sort(
    (a, b) => a.scores.performance - b.scores.performance || a.metrics.lcp - b.metrics.lcp,
  )
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

function cpuModel() {
  const line = readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('model name'))
  return line ? line.split(':')[1].trim() : 'unknown'
}

function chromiumVersion() {
  try {
    const text = execFileSync(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return /([\d.]+\.\d+)/.exec(text)?.[1] ?? text.trim()
  } catch {
    return 'unknown'
  }
}

const lighthouseVersion = JSON.parse(
  readFileSync(join(import.meta.dirname, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version

const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)

function markdown(summary) {
  const lines = [
    `Lighthouse ${summary.lighthouse}, mobile profile (simulated throttling), Chromium ${summary.chromium}, ` +
      `${summary.runs} runs per page (the run with the median performance score is shown; all performance scores in brackets; ` +
      'benchmark index: Lighthouse\'s CPU benchmark of that run, higher is faster).',
    '',
    `Measured ${summary.date} on ${summary.machine.nproc} cores (${summary.machine.cpu}), ` +
      (summary.machine.busy > 0
        ? `${summary.machine.busy} busy process(es) beside it, one-minute load average ${summary.machine.loadDuring.join('–')} at the runs' starts; `
        : '') +
      `load average ${summary.machine.loadBefore.join(' ')} before and ${summary.machine.loadAfter.join(' ')} after; ` +
      (summary.origin
        ? `server already running at ${summary.origin}.`
        : 'release binary, fresh SQLite database, the catalogue of `content/`.'),
    '',
    '| page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI | benchmark index |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const page of summary.pages) {
    const m = page.median
    lines.push(
      `| ${page.name} | \`${page.path}\` | ${m.scores.performance} (${page.runs.map((r) => r.scores.performance).join(', ')}) | ` +
        `${m.scores.accessibility} | ${m.scores['best-practices']} | ${m.scores.seo} | ${fmtMs(m.metrics.fcp)} | ` +
        `${fmtMs(m.metrics.lcp)} | ${fmtMs(m.metrics.tbt)} | ${m.metrics.cls.toFixed(3)} | ${fmtMs(m.metrics.si)} | ` +
        `${Math.round(m.benchmarkIndex)} |`,
    )
  }
  // The performance metrics are in the table; below are the audits that cost
  // accessibility, best-practices or SEO points (diagnostics are in the JSON).
  const open = summary.pages.flatMap((p) =>
    p.median.findings
      .filter((f) => f.category !== 'performance')
      .map((f) => `- ${p.name}: ${f.category} · ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`),
  )
  lines.push(
    '',
    open.length
      ? 'Accessibility, best-practices and SEO audits that fail in the median runs:'
      : 'Every accessibility, best-practices and SEO audit passes in the median runs.',
  )
  if (open.length) lines.push('', ...open)
  return lines.join('\n') + '\n'
}

const dataDir = mkdtempSync(join(tmpdir(), 'frontloop-lh-'))
let server
const stop = () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
}
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop()
    process.exit(130)
  })
}

/** Processes that each keep one core busy, killed on exit. */
const spinners = []
process.on('exit', () => spinners.forEach((child) => child.kill('SIGKILL')))

try {
  for (let i = 0; i < busy; i++) {
    spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  }
  if (busy > 0) {
    // The one-minute load average follows the spinners within about a minute.
    console.log(`${busy} busy process(es) started; waiting 60 s for the load average to follow`)
    await new Promise((r) => setTimeout(r, 60_000))
  }
  const loadBefore = loadavg().map((l) => l.toFixed(2))
  const loadDuring = []
  if (!args.origin) server = await startServer(dataDir)
  if (args['keep-reports']) mkdirSync(reportsDir, { recursive: true })
  const results = []
  for (const page of pages) {
    const summaries = []
    for (let i = 1; i <= runs; i++) {
      const started = Date.now()
      loadDuring.push(loadavg()[0])
      const lhr = await audit(origin + page.path)
      const s = summarize(lhr)
      summaries.push(s)
      if (args['keep-reports']) writeFileSync(join(reportsDir, `${page.name}-${i}.json`), JSON.stringify(lhr))
      const sc = s.scores
      console.log(
        `${page.name} run ${i}/${runs}: performance ${sc.performance}, accessibility ${sc.accessibility}, ` +
          `best practices ${sc['best-practices']}, SEO ${sc.seo}; LCP ${fmtMs(s.metrics.lcp)}, ` +
          `CLS ${s.metrics.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
    results.push({ ...page, median: medianRun(summaries), runs: summaries })
  }
  const loadAfter = loadavg().map((l) => l.toFixed(2))
  // Running children keep Node alive: stop them before writing up.
  for (const child of spinners) child.kill('SIGKILL')
  const summary = {
    date: new Date().toISOString(),
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion(),
    profile: 'mobile, simulated throttling (Lighthouse defaults)',
    origin: args.origin ?? null,
    runs,
    machine: {
      nproc: availableParallelism(),
      cpu: cpuModel(),
      busy,
      loadBefore,
      loadDuring: [Math.min(...loadDuring), Math.max(...loadDuring)].map((l) => l.toFixed(2)),
      loadAfter,
    },
    pages: results.map(({ source, ...rest }) => rest),
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, `${resultsName}.json`), JSON.stringify(summary, null, 2) + '\n')
  const table = markdown(summary)
  writeFileSync(join(resultsDir, `${resultsName}.md`), table)
  console.log(`\n${table}`)
  console.log(`wrote ${join(resultsDir, `${resultsName}.json`)} and ${resultsName}.md`)
} catch (error) {
  console.error(`lighthouse: ${error.message}`)
  process.exitCode = 1
} finally {
  stop()
  rmSync(dataDir, { recursive: true, force: true })
}
