// The API's TypeScript types, generated from the server's OpenAPI document
// (src/lib/api/openapi.json, written by scripts/gen-api-types.sh at the
// repository root) with openapi-typescript. It needs TypeScript 5's
// compiler API, so it lives in tools/api-types with its own lock file.
//
// It also writes src/lib/api/limits.ts: the limits the server states once
// (crates/domain/src/limits.rs), carried by the document as `x-limits`, as
// constants the forms import.
//
//   node scripts/api-types.mjs write   regenerates src/lib/api/schema.d.ts and limits.ts
//   node scripts/api-types.mjs check   fails when the committed files differ
//                                      from what the committed document gives
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const web = join(import.meta.dirname, '..')
const tool = join(web, 'tools', 'api-types')
const document = join(web, 'src', 'lib', 'api', 'openapi.json')
const types = join(web, 'src', 'lib', 'api', 'schema.d.ts')
const limits = join(web, 'src', 'lib', 'api', 'limits.ts')

/** The TypeScript of the document's `x-limits`: one documented constant each. */
function limitsSource() {
  const entries = JSON.parse(readFileSync(document, 'utf8'))['x-limits']
  if (!Array.isArray(entries) || entries.length === 0) {
    console.error('src/lib/api/openapi.json has no x-limits.')
    process.exit(1)
  }
  const lines = [
    '// Generated from src/lib/api/openapi.json (x-limits) by scripts/api-types.mjs:',
    '// the limits the server states once, in crates/domain/src/limits.rs. Do not edit.',
  ]
  for (const { name, value, description } of entries) {
    lines.push('', `/** ${description} */`, `export const ${name} = ${value}`)
  }
  return lines.join('\n') + '\n'
}

const mode = process.argv[2]
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: node scripts/api-types.mjs write|check')
  process.exit(2)
}

execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: tool,
  stdio: ['ignore', 'ignore', 'inherit'],
})
const generate = (output) =>
  execFileSync(join(tool, 'node_modules', '.bin', 'openapi-typescript'), [document, '-o', output], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })

if (mode === 'write') {
  generate(types)
  writeFileSync(limits, limitsSource())
} else {
  if (readFileSync(limits, 'utf8') !== limitsSource()) {
    console.error(
      'src/lib/api/limits.ts is not what src/lib/api/openapi.json states (x-limits).\n' +
        'Run scripts/gen-api-types.sh at the repository root and commit the files.',
    )
    process.exit(1)
  }
  const dir = mkdtempSync(join(tmpdir(), 'api-types-'))
  try {
    const fresh = join(dir, 'schema.d.ts')
    generate(fresh)
    if (readFileSync(fresh, 'utf8') !== readFileSync(types, 'utf8')) {
      console.error(
        'src/lib/api/schema.d.ts is not what openapi-typescript makes of src/lib/api/openapi.json.\n' +
          'Run scripts/gen-api-types.sh at the repository root and commit both files.',
      )
      process.exit(1)
    }
    console.log('src/lib/api/schema.d.ts and limits.ts match src/lib/api/openapi.json.')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
