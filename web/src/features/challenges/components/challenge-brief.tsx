import { useDeferredValue, type ReactNode } from 'react'
import { briefPreview, minHeadingLevel, splitBrief } from '../lib/brief'
import { ChallengeMarkdown } from './challenge-markdown'

const normalise = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().toLowerCase()

interface ChallengeBriefProps {
  markdown: string
  /** The page's h1; a first heading repeating it is not shown twice. */
  title: string
  /** Anonymous visitors see only the first heading; the rest is blurred. */
  locked: boolean
  /** Shown over the blurred part (the unlock card). */
  lockedNotice?: ReactNode
}

/** The challenge brief below its first heading, whole or locked. */
export function ChallengeBrief({ markdown, title, locked, lockedNotice }: ChallengeBriefProps) {
  // Parsed at transition priority, after the rest of the page has shown:
  // the Markdown is the page's heaviest work, and this way it runs in
  // slices the browser can interleave with input and painting.
  const deferredMarkdown = useDeferredValue(markdown, '')
  const { heading, rest } = splitBrief(deferredMarkdown)
  const headingRepeatsTitle = heading !== null && normalise(heading.text) === normalise(title)
  const firstHeading = heading && !headingRepeatsTitle ? `${'#'.repeat(heading.level)} ${heading.text}` : ''
  // The brief's top level becomes h2, under the page's h1.
  const shift = 2 - Math.min(heading && !headingRepeatsTitle ? heading.level : 6, minHeadingLevel(rest) ?? 6)

  return (
    <div>
      {firstHeading && <ChallengeMarkdown headingShift={shift}>{firstHeading}</ChallengeMarkdown>}
      {locked ? (
        <div className="relative">
          {/* A preview only: hidden from assistive tech, out of the tab order, unselectable. */}
          <div
            aria-hidden="true"
            inert
            data-testid="locked-brief"
            className="pointer-events-none max-h-[32rem] overflow-hidden blur-[5px] select-none [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
          >
            <ChallengeMarkdown headingShift={shift}>{briefPreview(rest)}</ChallengeMarkdown>
          </div>
          {lockedNotice && (
            <div className="absolute inset-x-0 top-0 flex justify-center px-2 pt-10 sm:pt-16">{lockedNotice}</div>
          )}
        </div>
      ) : (
        <ChallengeMarkdown headingShift={shift}>{rest}</ChallengeMarkdown>
      )}
    </div>
  )
}
