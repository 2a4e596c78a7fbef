// Features never import each other (.oxlintrc.json: `no-restricted-imports`
// in src/features, by folder depth). This runs oxlint with the app's own
// configuration over probe files in a temporary folder: every line marked
// `// ✗` must be flagged, and no other.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')

const probes: Record<string, string[]> = {
  'src/features/a/types.ts': [
    "import { b } from '../b/types' // ✗",
    "import { own } from './lib/own'",
    "import { format } from '@/lib/format'",
  ],
  'src/features/a/lib/own.ts': [
    "import { b } from '@/features/b/types' // ✗",
    "import type { B } from '@/features/b/types' // ✗",
    "export { c } from '@/features/b/lib/c' // ✗",
    "import { d } from '../../b/lib/d' // ✗",
    "export const page = () => import('@/features/b/pages/page') // ✗",
    "import { same } from '@/features/a/types' // ✗",
    "import { t } from '../types'",
    "import { Button } from '@/components/ui/button'",
  ],
  'src/features/a/components/deep/view.tsx': [
    "import { own } from '../../lib/own'",
    "import { e } from '../../../b/lib/e' // ✗",
  ],
  // Routes compose features.
  'src/app/routes/page.tsx': [
    "import { a } from '@/features/a/types'",
    "import { b } from '@/features/b/types'",
  ],
}

const root = mkdtempSync(join(tmpdir(), 'feature-boundaries-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

it('flags every import that crosses from one feature into another', () => {
  copyFileSync(join(web, '.oxlintrc.json'), join(root, '.oxlintrc.json'))
  const expected: string[] = []
  for (const [file, lines] of Object.entries(probes)) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), lines.join('\n') + '\n')
    lines.forEach((line, index) => {
      if (line.endsWith('// ✗')) expected.push(`${file}:${index + 1}`)
    })
  }

  const oxlint = join(web, 'node_modules/.bin/oxlint')
  const run = spawnSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'json', 'src'], {
    cwd: root,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as {
    diagnostics: { code: string; filename: string; labels: { span: { line: number } }[] }[]
  }
  const flagged = report.diagnostics
    .filter((diagnostic) => diagnostic.code === 'eslint(no-restricted-imports)')
    .map((diagnostic) => `${diagnostic.filename}:${diagnostic.labels[0].span.line}`)

  expect(flagged.sort()).toEqual(expected.sort())
  expect(run.status).toBe(1)
})
