import type { Plugin } from 'vite'

const ENTRY_SCRIPT = /\s*<script type="module"(?:\s+crossorigin)?\s+src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?:\s+crossorigin)?\s+href="([^"]+)"\s*\/?>/g

/**
 * Turns the app's `<script type="module">` and `<link rel="modulepreload">`
 * tags into `<meta name="frontloop-entry">` and `<meta
 * name="frontloop-preload">` tags, which fetch nothing. The inline script of
 * `index.html` loads them once the page's first view (rendered by the
 * server) has painted: the HTML's content then paints without waiting for,
 * or sharing the connection with, the app's code (docs/performance.md,
 * "First view before the code").
 */
export function deferAppTags(html: string): string {
  const entries: string[] = []
  const preloads: string[] = []
  const rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src)
      return ''
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
  if (entries.length !== 1) {
    throw new Error(`index.html has ${entries.length} module scripts; the loader expects one`)
  }
  const metas = [
    `<meta name="frontloop-entry" content="${entries[0]}">`,
    ...preloads.map((href) => `<meta name="frontloop-preload" content="${href}">`),
  ]
  return rest.replace('</head>', `    ${metas.join('\n    ')}\n  </head>`)
}

/** Applies {@link deferAppTags} to the built `index.html`. */
export function deferAppCode(): Plugin {
  return {
    name: 'frontloop:defer-app-code',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: deferAppTags },
  }
}
