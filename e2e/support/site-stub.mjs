// Learners' live sites for the solution checks in browser tests: the
// static audit's fixture pages, served from disk as text/html. The server
// under test may fetch only this address (FRONTLOOP_CHECKS_ALLOW).
//   /known-issues/  crates/checks/tests/audit/known-issues.html
//   /clean/         crates/checks/tests/audit/clean.html
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join, resolve } from 'node:path'

const port = Number(process.env.SITE_PORT ?? 9878)
const fixtures = resolve(import.meta.dirname, '../../crates/checks/tests/audit')
const pages = {
  '/known-issues/': 'known-issues.html',
  '/clean/': 'clean.html',
}

http
  .createServer((req, res) => {
    const path = new URL(req.url, `http://127.0.0.1:${port}`).pathname
    const file = pages[path]
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end('Not found')
    }
    // Read on each request, so an edited fixture shows without a restart.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : readFileSync(join(fixtures, file)))
  })
  .listen(port, '127.0.0.1', () => console.log(`Live-site stub on http://127.0.0.1:${port}`))
