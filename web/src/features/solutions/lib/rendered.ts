// The rendered audit's pictures (docs/checks.md, "The rendered audit"): the
// live page's screenshots at three widths, shown as tabs with the
// challenge's own design beside them.
import type { ScreenshotViewport, Solution } from '@/lib/solutions'
import { absoluteTaskImageUrl, TASK_IMAGE_HEIGHT, TASK_IMAGE_WIDTH } from '@/lib/task-image'
import { groupThousands } from '@/lib/text-length'

/** The screenshots shown as tabs, in this order; `social` is the sharing image, not a tab. */
export const PAGE_VIEWPORTS = ['phone', 'tablet', 'desktop'] as const satisfies readonly Exclude<
  ScreenshotViewport,
  'social'
>[]

type PageViewport = (typeof PAGE_VIEWPORTS)[number]

export const VIEWPORT_LABELS: Record<PageViewport, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
}

/** One tab of "How your page looks": a screenshot, or the challenge's design. */
export interface PictureTab {
  key: PageViewport | 'design'
  label: string
  src: string
  width: number
  height: number
  alt: string
  caption: string
}

/**
 * `/api/solutions/{id}/screenshots/{viewport}`. `version` (the run's
 * `checked_at`) changes the address with each run of the checks, so a page
 * that follows a new run shows its pictures, not the cached ones. `access`
 * is the solution's `screenshot_query`: the signed link that opens a
 * private learner's screenshots to them in an `<img>`, which sends no
 * bearer token.
 */
export function screenshotUrl(
  solutionId: number,
  viewport: ScreenshotViewport,
  version?: string | null,
  access?: string | null,
): string {
  const path = `/api/solutions/${solutionId}/screenshots/${viewport}`
  const query = [version ? `v=${encodeURIComponent(version)}` : '', access ?? '']
    .filter(Boolean)
    .join('&')
  return query ? `${path}?${query}` : path
}

/**
 * The tabs of "How your page looks": Phone, Tablet and Desktop for the
 * screenshots the rendered audit took, then Design (the challenge's own
 * picture, when it has one). Empty without a page screenshot.
 */
export function pictureTabs(
  solution: Pick<Solution, 'id' | 'task' | 'rendered' | 'checked_at' | 'screenshot_query'>,
): PictureTab[] {
  const shots = solution.rendered?.screenshots ?? []
  const tabs: PictureTab[] = []
  for (const viewport of PAGE_VIEWPORTS) {
    const shot = shots.find((candidate) => candidate.viewport === viewport)
    if (!shot || !(shot.width > 0) || !(shot.height > 0)) continue
    const width = groupThousands(shot.width)
    tabs.push({
      key: viewport,
      label: VIEWPORT_LABELS[viewport],
      src: screenshotUrl(solution.id, viewport, solution.checked_at, solution.screenshot_query),
      width: shot.width,
      height: shot.height,
      alt: `Your page at ${width} px wide (${viewport})`,
      caption: `${width} × ${groupThousands(shot.height)} px`,
    })
  }
  if (tabs.length === 0) return tabs

  const design = absoluteTaskImageUrl(solution.task.image_url)
  if (design) {
    tabs.push({
      key: 'design',
      label: 'Design',
      src: design,
      width: TASK_IMAGE_WIDTH,
      height: TASK_IMAGE_HEIGHT,
      alt: `The design of the ${solution.task.title} challenge`,
      caption: "The challenge's design, to compare with your page",
    })
  }
  return tabs
}
