import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The journeys' server runs its rendered audit only in the Rust tests (it is
// the slow part); a journey that needs a solution's screenshots stores them
// the way the audit does, straight into the server's SQLite database, with
// Python's sqlite3 module (CPython is on every machine the tests run on).

const STORE_SCREENSHOTS = `
import json, sqlite3, sys, time
path, solution, png_path, shots = sys.argv[1], int(sys.argv[2]), sys.argv[3], json.loads(sys.argv[4])
png = open(png_path, 'rb').read()
db = sqlite3.connect(path, timeout=10)
now = int(time.time() * 1000)
with db:
    for shot in shots:
        db.execute('INSERT OR REPLACE INTO solution_screenshots (solution_id, viewport, width, height, png, created_at) '
                   'VALUES (?, ?, ?, ?, ?, ?)', (solution, shot['viewport'], shot['width'], shot['height'], png, now))
    report = json.loads(db.execute('SELECT report FROM solutions WHERE id = ?', (solution,)).fetchone()[0])
    report['rendered'] = {'status': 'done', 'detail': 'Rendered in a browser.', 'axe_version': '4.14.1',
                          'console_errors': [], 'failed_requests': [], 'blocked_requests': [],
                          'screenshots': shots, 'duration_ms': 1000}
    db.execute('UPDATE solutions SET report = ? WHERE id = ?', (json.dumps(report), solution))
`

/** One screenshot as the rendered audit records it. */
export interface Shot {
  viewport: 'phone' | 'tablet' | 'desktop' | 'social'
  width: number
  height: number
}

/**
 * Stores `png` as the solution's screenshot at each of `shots` and records
 * them in its report, as a finished rendered audit would.
 */
export function storeScreenshots(
  databasePath: string,
  solutionId: number,
  png: Buffer,
  shots: Shot[],
) {
  const dir = mkdtempSync(join(tmpdir(), 'frontloop-shot-'))
  try {
    const file = join(dir, 'shot.png')
    writeFileSync(file, png)
    execFileSync('python3', [
      '-c',
      STORE_SCREENSHOTS,
      databasePath,
      String(solutionId),
      file,
      JSON.stringify(shots),
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
