/**
 * Helpers for a challenge's Markdown brief: where its first heading ends
 * (anonymous visitors see only that), and a plain-text summary for the
 * page's description.
 */

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/
const FENCE = /^ {0,3}(`{3,}|~{3,})/

export interface SplitBrief {
  /** The first heading's level and text, or null when the brief has none. */
  heading: { level: number; text: string } | null
  /** Everything before and after the first heading. */
  rest: string
}

/** Separates the first ATX heading ("# Title") from the rest of the brief; headings inside code fences don't count. */
export function splitBrief(markdown: string): SplitBrief {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1]
      if (fence === null) fence = marker[0]
      else if (marker[0] === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const heading = ATX_HEADING.exec(line)
    if (heading) {
      const rest = [...lines.slice(0, i), ...lines.slice(i + 1)].join('\n').trim()
      return { heading: { level: heading[1].length, text: (heading[2] ?? '').trim() }, rest }
    }
  }
  return { heading: null, rest: markdown.trim() }
}

/** Markdown inline syntax reduced to its text: links, emphasis, code, images. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The brief's first paragraph as plain text, cut at a word boundary to at
 * most `max` characters ("…" when cut). Empty when there is none.
 */
export function briefSummary(markdown: string, max = 160): string {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)
  const paragraph = blocks.find((block) => {
    const first = block.trim()
    return first !== '' && !/^(#|[-*+] |\d+[.)] |>|```|~~~|\||<|!\[)/.test(first)
  })
  if (!paragraph) return ''
  const text = stripInlineMarkdown(paragraph)
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.—-]+$/, '')}…`
}

/** The smallest ATX heading level in `markdown` (outside code fences), or null without headings. */
export function minHeadingLevel(markdown: string): number | null {
  let min: number | null = null
  let fence: string | null = null
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1][0]
      if (fence === null) fence = marker
      else if (marker === fence) fence = null
      continue
    }
    if (fence !== null) continue
    const heading = ATX_HEADING.exec(line)
    if (heading) min = Math.min(min ?? 6, heading[1].length)
  }
  return min
}

/**
 * The start of `markdown` for the locked (blurred) preview, which shows at
 * most 32rem of it: whole blocks up to the first blank line after `min`
 * characters, never inside a code fence. Parsing only that keeps an
 * anonymous visitor's page load short (the brief is Markdown parsed on the
 * main thread).
 */
export function briefPreview(markdown: string, min = 1600): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n')
  let fence: string | null = null
  let length = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1][0]
      if (fence === null) fence = marker
      else if (marker === fence) fence = null
    } else if (fence === null && line.trim() === '' && length >= min) {
      return lines.slice(0, i).join('\n').trimEnd()
    }
    length += line.length + 1
  }
  return markdown
}

/** An ATX heading in the first column, which always starts a new block. */
const TOP_LEVEL_HEADING = /^#{1,6}(?:[ \t]|$)/

/**
 * `markdown` cut before each heading that starts a line, outside code
 * fences. Such a heading always ends the block before it, and the briefs
 * use no reference-style links, so each section parses on its own and the
 * brief can render section by section.
 */
export function briefSections(markdown: string): string[] {
  const sections: string[] = []
  let current: string[] = []
  let fence: string | null = null
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = FENCE.exec(line)
    if (fenceMatch) {
      const marker = fenceMatch[1][0]
      if (fence === null) fence = marker
      else if (marker === fence) fence = null
    } else if (
      fence === null &&
      TOP_LEVEL_HEADING.test(line) &&
      current.some((l) => l.trim() !== '')
    ) {
      sections.push(current.join('\n').trim())
      current = []
    }
    current.push(line)
  }
  if (current.some((l) => l.trim() !== '')) sections.push(current.join('\n').trim())
  return sections
}
