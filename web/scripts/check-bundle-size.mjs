// The first route's JavaScript budget (docs/quality.md): what a visitor landing on
// the home page downloads before it is interactive — the entry chunk, its
// static imports and the home route's chunk with its static imports —
// must stay within 120 KB gzipped. Reads Vite's manifest of the last build.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const BUDGET_BYTES = 120 * 1024
const FIRST_ROUTE = 'src/features/home/pages/home-page.tsx'
const dist = join(import.meta.dirname, '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

const files = new Set()
function collect(key) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported)
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entry) throw new Error('no entry chunk in the Vite manifest')
collect(entry)
if (!manifest[FIRST_ROUTE])
  throw new Error(`${FIRST_ROUTE} is not a chunk: is the home route lazy-loaded?`)
collect(FIRST_ROUTE)

let total = 0
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  total += size
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER'
console.log(
  `first route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
)
if (total > BUDGET_BYTES) process.exit(1)
