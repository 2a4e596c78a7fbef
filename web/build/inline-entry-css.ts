import type { Plugin } from 'vite'

const STYLESHEET_LINK =
  /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="\/([^"]+\.css)"\s*\/?>/g

/**
 * Replaces each `<link rel="stylesheet" href="/…css">` whose file `cssOf`
 * knows by a `<style>` element holding that CSS; other links are kept.
 */
export function inlineStylesheets(
  html: string,
  cssOf: (file: string) => string | undefined,
): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file)
    // "</style" inside the CSS would end the element early: keep the link.
    if (css === undefined || /<\/style/i.test(css)) return link
    return `<style>${css}</style>`
  })
}

/**
 * Puts the shell's stylesheet into index.html. The HTML and this CSS are
 * what the first paint waits for; inline, the page paints one round trip
 * earlier (no second request on the critical path). The CSS file stays in
 * the build and in the manifest.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'frontloop:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return undefined
          return typeof asset.source === 'string'
            ? asset.source
            : new TextDecoder().decode(asset.source)
        })
      },
    },
  }
}
