import { Fragment } from 'react'

// An http(s) address in plain text, up to white space or a character that
// cannot end one; trailing punctuation belongs to the sentence.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/** Plain text cut into text and the http(s) addresses in it. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0
    const href = match[0].replace(TRAILING, '')
    if (href.length <= 'https://'.length) continue
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: href, href })
    last = start + href.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}

/**
 * A learner's plain text (a post, a comment) with its web addresses as
 * links. They open in a new tab and carry `rel="nofollow ugc"`: what
 * learners link to earns no ranking from us, so posting links for search
 * engines is pointless.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
