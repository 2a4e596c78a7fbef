import { lazy, Suspense, useDeferredValue, type ComponentProps, type ReactNode } from 'react'
import { useIdle } from '@/lib/use-idle'
import { briefPreview, minHeadingLevel, splitBrief } from '../lib/brief'

// react-markdown and its parser are nine tenths of the challenge page's
// code. As their own chunk, requested once the page has painted (see
// BriefMarkdown), they stay off the path to the page's largest paint: the
// title, picture and actions show without waiting for them.
const ChallengeMarkdown = lazy(async () => ({
  default: (await import('./challenge-markdown')).ChallengeMarkdown,
}))

/**
 * The brief's Markdown. Its renderer is requested when the browser is
 * first idle after the page showed (the brief sits below the picture on a
 * phone); nothing shows until it has loaded.
 */
function BriefMarkdown(props: ComponentProps<typeof ChallengeMarkdown>) {
  const idle = useIdle(500)
  if (!idle) return null
  return (
    <Suspense fallback={null}>
      <ChallengeMarkdown {...props} />
    </Suspense>
  )
}

const normalise = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase()

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
  const firstHeading =
    heading && !headingRepeatsTitle ? `${'#'.repeat(heading.level)} ${heading.text}` : ''
  // The brief's top level becomes h2, under the page's h1.
  const shift =
    2 - Math.min(heading && !headingRepeatsTitle ? heading.level : 6, minHeadingLevel(rest) ?? 6)

  return (
    <div>
      {firstHeading && <BriefMarkdown headingShift={shift}>{firstHeading}</BriefMarkdown>}
      {locked ? (
        <div className="relative">
          {/* A preview only: hidden from assistive tech, out of the tab order, unselectable. */}
          <div
            aria-hidden="true"
            inert
            data-testid="locked-brief"
            className="pointer-events-none max-h-[32rem] overflow-hidden blur-[5px] select-none [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
          >
            <BriefMarkdown headingShift={shift}>{briefPreview(rest)}</BriefMarkdown>
          </div>
          {lockedNotice && (
            <div className="absolute inset-x-0 top-0 flex justify-center px-2 pt-10 sm:pt-16">
              {lockedNotice}
            </div>
          )}
        </div>
      ) : (
        <BriefMarkdown headingShift={shift}>{rest}</BriefMarkdown>
      )}
    </div>
  )
}
