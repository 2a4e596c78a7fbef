// The API's TypeScript types, generated from the server's OpenAPI document
// (src/lib/api/openapi.json, written by scripts/gen-api-types.sh at the
// repository root) with openapi-typescript. It needs TypeScript 5's
// compiler API, so it lives in tools/api-types with its own lock file.
//
//   node scripts/api-types.mjs write   regenerates src/lib/api/schema.d.ts
//   node scripts/api-types.mjs check   fails when the committed types differ
//                                      from what the committed document gives
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const web = join(import.meta.dirname, '..')
const tool = join(web, 'tools', 'api-types')
const document = join(web, 'src', 'lib', 'api', 'openapi.json')
const types = join(web, 'src', 'lib', 'api', 'schema.d.ts')

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
} else {
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
    console.log('src/lib/api/schema.d.ts matches src/lib/api/openapi.json.')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
