import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// Browser journeys against the real server (debug build from `cargo test`,
// or FRONTLOOP_BIN), a fresh SQLite database, the shipped catalogue, an
// HTTP stub of GitHub and one of learners' live sites.
const root = resolve(import.meta.dirname, '..')
const serverPort = 9876
const stubPort = 9877
// Learners' live sites in the journeys: the only address the solution
// checks may fetch (the allow list also keeps them off DNS).
export const sitePort = 9878
// The config is read again in each worker: the folder made by the runner
// is handed down through the environment, so journeys can reach the
// database (support/database.ts).
const dataDir = (process.env.FRONTLOOP_E2E_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'frontloop-e2e-'),
))
export const databasePath = join(dataDir, 'e2e.db')
const binary = process.env.FRONTLOOP_BIN ?? join(root, 'target/debug/frontloop')

export const baseURL = `http://127.0.0.1:${serverPort}`
export const stubURL = `http://127.0.0.1:${stubPort}`
export const siteURL = `http://127.0.0.1:${sitePort}`

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: a 2-core CI machine builds and tests at once; axe on a long page takes seconds.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node support/github-stub.mjs`,
      url: `${stubURL}/user`,
      env: { STUB_PORT: String(stubPort) },
      reuseExistingServer: false,
      ignoreHTTPSErrors: true,
    },
    {
      command: `node support/site-stub.mjs`,
      url: `${siteURL}/clean/`,
      env: { SITE_PORT: String(sitePort) },
      reuseExistingServer: false,
    },
    {
      command: binary,
      url: `${baseURL}/api/health`,
      cwd: root,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        DATABASE_URL: `sqlite://${databasePath}?mode=rwc`,
        FRONTLOOP_ADDR: `127.0.0.1:${serverPort}`,
        FRONTLOOP_CONTENT_DIR: join(root, 'content'),
        GITHUB_CLIENT_ID: 'e2e-client',
        GITHUB_CLIENT_SECRET: 'e2e-secret',
        GITHUB_OAUTH_URL: stubURL,
        GITHUB_API_URL: stubURL,
        FRONTLOOP_CHECKS_ALLOW: `127.0.0.1:${sitePort}`,
        // The journeys check the static audit's findings; the rendered audit
        // is tested in crates/frontloop/tests (rendered_audit.rs, solutions.rs).
        FRONTLOOP_CHROMIUM: 'off',
        // The moderator of e2e/tests/moderation.spec.ts, by GitHub id.
        FRONTLOOP_ADMINS: '9601',
        RUST_LOG: 'warn',
      },
    },
  ],
})
