// Writes dist/.vite/pages.json, the app's description for the server
// (docs/page-shell.md): the page table of src/app/pages.ts with each page's
// route, module and metadata, and the first views rendered from the app's
// own components by a server-side build of src/shell/entry-server.tsx.
// Run after `vite build` (npm run build).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = fileURLToPath(new URL('../node_modules/.shell-build/', import.meta.url))
const target = fileURLToPath(new URL('../dist/.vite/pages.json', import.meta.url))

await rm(outDir, { recursive: true, force: true })
await build({
  root,
  logLevel: 'warn',
  mode: 'production',
  build: {
    ssr: 'src/shell/entry-server.tsx',
    outDir,
    emptyOutDir: true,
    manifest: false,
    ssrManifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
})
const { defaultImage, mainOpen, shellPages } = await import(`${outDir}entry-server.mjs`)
const pages = shellPages()

// The modules the client build made chunks of: a page the manifest does not
// know would lose its preload, so the build fails instead.
const manifest = JSON.parse(
  await readFile(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
)
const missing = pages.filter((page) => !(page.module in manifest)).map((page) => page.module)
if (missing.length > 0) {
  throw new Error(`pages not in the client build's manifest: ${missing.join(', ')}`)
}

await mkdir(new URL('../dist/.vite/', import.meta.url), { recursive: true })
await writeFile(
  target,
  `${JSON.stringify({ main_open: mainOpen(), default_image: defaultImage, pages }, null, 2)}\n`,
)
await rm(outDir, { recursive: true, force: true })
console.log(
  `dist/.vite/pages.json: ${pages.length} pages, ${pages.filter((p) => p.first_view_html).length} first views from the build`,
)
