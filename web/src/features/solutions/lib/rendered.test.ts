import { describe, expect, it } from 'vitest'
import type { RenderedReport } from '@/lib/solutions'
import { makeSolution } from '@/test/solutions'
import { pictureTabs, screenshotUrl } from './rendered'

const withShots = (screenshots: RenderedReport['screenshots'], imageUrl: string | null = null) => {
  const solution = makeSolution()
  return makeSolution({
    task: { ...solution.task, image_url: imageUrl },
    rendered: {
      status: 'done',
      detail: 'Rendered.',
      axe_version: '4.14.1',
      console_errors: [],
      failed_requests: [],
      blocked_requests: [],
      screenshots,
      duration_ms: 1000,
    },
  })
}

describe('rendered', () => {
  it('addresses a screenshot, changing with each run of the checks', () => {
    expect(screenshotUrl(5, 'phone')).toBe('/api/solutions/5/screenshots/phone')
    expect(screenshotUrl(5, 'desktop', '2026-11-22T12:00:06Z')).toBe(
      '/api/solutions/5/screenshots/desktop?v=2026-11-22T12%3A00%3A06Z',
    )
  })

  it('carries a private solution’s signed link, with or without a version', () => {
    expect(screenshotUrl(5, 'phone', null, 'exp=7200000&sig=abc')).toBe(
      '/api/solutions/5/screenshots/phone?exp=7200000&sig=abc',
    )
    expect(screenshotUrl(5, 'tablet', '2026-11-22T12:00:06Z', 'exp=7200000&sig=abc')).toBe(
      '/api/solutions/5/screenshots/tablet?v=2026-11-22T12%3A00%3A06Z&exp=7200000&sig=abc',
    )
    const shots = withShots([{ viewport: 'phone', width: 375, height: 812 }])
    const tabs = pictureTabs({ ...shots, screenshot_query: 'exp=1&sig=x' })
    expect(tabs[0].src).toMatch(/&exp=1&sig=x$/)
  })

  it('makes tabs of the page screenshots in width order, never of the social image', () => {
    const tabs = pictureTabs(
      withShots([
        { viewport: 'social', width: 1200, height: 630 },
        { viewport: 'desktop', width: 1440, height: 4000 },
        { viewport: 'phone', width: 375, height: 812 },
      ]),
    )
    expect(tabs.map(({ key, label, alt, caption }) => ({ key, label, alt, caption }))).toEqual([
      {
        key: 'phone',
        label: 'Phone',
        alt: 'Your page at 375 px wide (phone)',
        caption: '375 × 812 px',
      },
      {
        key: 'desktop',
        label: 'Desktop',
        alt: 'Your page at 1,440 px wide (desktop)',
        caption: '1,440 × 4,000 px',
      },
    ])
  })

  it('adds the challenge’s design after the screenshots, only beside them', () => {
    const design = '/media/challenges/character-counter.svg'
    expect(
      pictureTabs(withShots([{ viewport: 'tablet', width: 768, height: 1024 }], design)).map(
        (tab) => tab.label,
      ),
    ).toEqual(['Tablet', 'Design'])
    expect(
      pictureTabs(withShots([{ viewport: 'social', width: 1200, height: 630 }], design)),
    ).toEqual([])
    expect(pictureTabs(makeSolution())).toEqual([])
    // Not a picture we serve: no tab.
    expect(
      pictureTabs(withShots([{ viewport: 'tablet', width: 768, height: 1024 }], 'javascript:x')),
    ).toHaveLength(1)
  })
})
