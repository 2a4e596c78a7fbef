import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signInThroughStub, taskId } from '../support/api'
import { signInFromHeader } from '../support/fixtures'

// The structured data of every route once the app has rendered
// (docs/screens.md, Page metadata): exactly one JSON-LD block, parseable,
// with the schema.org context and a type; the home page's WebSite names the
// challenges page filtered by `q` as the site's search, and that search
// really narrows the grid.

interface Route {
  path: string
  /** The page's h1, proving the right page (not an error) rendered. */
  h1: RegExp
  /** The block's `@type` once the app has rendered. */
  type: string
  /** Only for signed-in learners (signed out, these redirect to /login). */
  signedInOnly?: boolean
  /** Only for visitors (signed in, the login page sends to /). */
  signedOutOnly?: boolean
}

const BLOG_SLUG = 'css-grid-vs-flexbox'
const CHALLENGE_SLUG = 'theme-switcher'
const DONE_SLUG = 'product-preview-card'
const PATH_SLUG = 'html-css-foundations'
// Learners' live sites in the journeys (playwright.config.ts, site stub).
const SITE = 'http://127.0.0.1:9878/clean/'

// Filled in beforeAll: a post and a solution of the signed-in learner.
let postId = 0
let solutionId = 0
let token = ''

const routes = (): Route[] => [
  { path: '/', h1: /./, type: 'WebSite' },
  { path: '/login', h1: /Welcome to Frontloop/, type: 'WebPage', signedOutOnly: true },
  { path: '/challenges', h1: /^Challenges$/, type: 'CollectionPage' },
  { path: '/challenges?q=grid', h1: /^Challenges$/, type: 'CollectionPage' },
  { path: `/challenges/${CHALLENGE_SLUG}`, h1: /Theme Switcher/, type: 'LearningResource' },
  { path: '/challenges/no-such-challenge', h1: /Task not found/, type: 'WebPage' },
  { path: '/profile', h1: /Structured Learner/, type: 'WebPage', signedInOnly: true },
  { path: '/achievements', h1: /Achievement Gallery/, type: 'WebPage', signedInOnly: true },
  { path: '/blog', h1: /^Blog$/, type: 'Blog' },
  { path: `/blog/${BLOG_SLUG}`, h1: /CSS Grid vs Flexbox/, type: 'BlogPosting' },
  { path: '/blog/no-such-post', h1: /Post not found/, type: 'WebPage' },
  { path: '/community', h1: /^Community$/, type: 'WebPage' },
  { path: '/community/share', h1: /Share a post/, type: 'WebPage', signedInOnly: true },
  { path: `/community/posts/${postId}`, h1: /Product Preview Card/, type: 'SocialMediaPosting' },
  { path: '/community/posts/999999', h1: /Post not found/, type: 'WebPage' },
  { path: '/learning-paths', h1: /Learning paths/, type: 'ItemList' },
  { path: `/learning-paths/${PATH_SLUG}`, h1: /HTML & CSS Foundations/, type: 'Course' },
  { path: '/learning-paths/no-such-path', h1: /Learning Path Not Found/, type: 'WebPage' },
  { path: `/solutions/${solutionId}`, h1: /Product Preview Card/, type: 'CreativeWork' },
  { path: '/privacy', h1: /Privacy/, type: 'WebPage' },
  { path: '/terms', h1: /Terms/, type: 'WebPage' },
  { path: '/no-such-page', h1: /Page not found/, type: 'WebPage' },
]

/** Waits until the page has its heading and no loading state left. */
async function ready(page: Page, h1: RegExp): Promise<void> {
  // Generous: the debug server on a busy machine can be slow.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 20_000 })
  await expect(page.getByText(/^\s*Loading\b/)).toHaveCount(0)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

type JsonLd = Record<string, unknown>

/**
 * Every JSON-LD block of the page, parsed: exactly one, with the schema.org
 * context and a type. A block that is not JSON fails here, naming the route.
 */
async function structuredData(page: Page, path: string): Promise<JsonLd> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  expect(texts, `${path}: exactly one JSON-LD block`).toHaveLength(1)
  let parsed: unknown
  expect(() => (parsed = JSON.parse(texts[0])), `${path}: ${texts[0]}`).not.toThrow()
  expect(parsed, `${path}: one object`).toEqual(expect.any(Object))
  const block = parsed as JsonLd
  expect(block['@context'], `${path}: @context`).toBe('https://schema.org')
  expect(block['@type'], `${path}: @type`).toEqual(expect.any(String))
  return block
}

/** The page's structured data once its type is the expected one (the app may still be replacing it). */
async function renderedStructuredData(page: Page, route: Route): Promise<JsonLd> {
  await expect
    .poll(async () => (await structuredData(page, route.path))['@type'], {
      message: `${route.path}: @type after rendering`,
    })
    .toBe(route.type)
  return structuredData(page, route.path)
}

/** A learner with a post and a checked solution, through the API. */
async function learnerWithWork(request: APIRequestContext, base: string) {
  const id = 9_600_000 + (Date.now() % 100_000)
  const session = await signInThroughStub(request, base, {
    id,
    login: `jsonld-learner-${id}`,
    name: 'Structured Learner',
  })
  const headers = { authorization: `Bearer ${session.token}` }
  const done = await taskId(request, DONE_SLUG)
  for (const data of [
    { status: 'in_progress' },
    {
      status: 'completed',
      github_repo_url: `https://github.com/jsonld-learner-${id}/card`,
      github_pages_url: SITE,
    },
  ]) {
    const response = await request.post(`/api/progress/task/${done}`, { headers, data })
    expect(response.ok(), `progress ${data.status}`).toBeTruthy()
  }
  const progress = await (await request.get(`/api/progress/task/${done}`, { headers })).json()
  expect(progress.solution_id, 'a solution once completed').toEqual(expect.any(Number))

  // A post about the challenge the learner completed (one they started or completed).
  const post = await request.post('/api/community/posts', {
    headers,
    data: { content: 'A preview card that reflows down to 320px.', taskId: done },
  })
  expect(post.status()).toBe(201)
  return {
    token: session.token,
    solutionId: progress.solution_id as number,
    postId: (await post.json()).data.id as number,
  }
}

/** Whether a challenge matches a search the way the challenges page does (docs/screens.md). */
function matches(task: { title: string; description?: string; tags?: string[] }, query: string) {
  const q = query.trim().toLowerCase()
  return (
    task.title.toLowerCase().includes(q) ||
    (task.description ?? '').toLowerCase().includes(q) ||
    (task.tags ?? []).some((tag) => tag.toLowerCase().includes(q))
  )
}

/** What a page's `<head>` says about it: title, description, links, Open Graph, Twitter, robots, JSON-LD. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const tags: Record<string, string | null> = {}
    const selector =
      'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]'
    for (const meta of document.head.querySelectorAll(selector)) {
      tags[meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''] =
        meta.getAttribute('content')
    }
    const jsonLd = document.querySelector('#page-jsonld')?.textContent
    return {
      title: document.title,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      tags,
      jsonLd: jsonLd ? (JSON.parse(jsonLd) as unknown) : null,
    }
  })
}

test.describe('structured data', () => {
  test.beforeAll(async ({ playwright }, testInfo) => {
    const base = testInfo.project.use.baseURL!
    const request = await playwright.request.newContext({ baseURL: base })
    ;({ token, postId, solutionId } = await learnerWithWork(request, base))
    await request.dispose()
  })

  test('every route keeps one parseable schema.org block after rendering, signed out', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    for (const route of routes().filter((r) => !r.signedInOnly)) {
      await test.step(route.path, async () => {
        await page.goto(route.path)
        await ready(page, route.h1)
        await renderedStructuredData(page, route)
      })
    }
  })

  test('every route keeps one parseable schema.org block after rendering, signed in', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.addInitScript((t) => localStorage.setItem('token', t), token)
    for (const route of routes().filter((r) => !r.signedOutOnly)) {
      await test.step(route.path, async () => {
        await page.goto(route.path)
        await ready(page, route.h1)
        await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
        await renderedStructuredData(page, route)
      })
    }
  })

  // The server's head comes from the app's page table (static pages) or is
  // rendered from the page's data (crates/frontloop/src/http/web/meta.rs):
  // either way it must be what the app itself sets once it has rendered
  // (docs/page-shell.md).
  for (const signedIn of [false, true]) {
    test(`the server's head is the app's own on every route, ${signedIn ? 'signed in' : 'signed out'}`, async ({
      browser,
    }) => {
      test.setTimeout(240_000)
      const bare = await browser.newContext({ javaScriptEnabled: false })
      const served = await bare.newPage()
      const app = await browser.newContext()
      if (signedIn) await app.addInitScript((t) => localStorage.setItem('token', t), token)
      const page = await app.newPage()
      const wanted = routes().filter((r) => (signedIn ? !r.signedOutOnly : !r.signedInOnly))
      for (const route of wanted) {
        await test.step(route.path, async () => {
          await served.goto(route.path)
          const fromServer = await headOf(served)
          await page.goto(route.path)
          await ready(page, route.h1)
          await renderedStructuredData(page, route)
          expect.soft(await headOf(page), `${route.path}: the app's head`).toEqual(fromServer)
        })
      }
      await bare.close()
      await app.close()
    })
  }

  test('moving between pages in the app keeps exactly one block, the current page’s', async ({
    page,
  }) => {
    await page.goto('/challenges')
    await ready(page, /^Challenges$/)
    await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/challenges')!,
    )
    // Client-side navigation: the footer's links to a page without data of its own and back.
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await ready(page, /Privacy/)
    const privacy = await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/privacy')!,
    )
    expect(privacy.url).toBe(new URL('/privacy', page.url()).href)
    await page.goBack()
    await ready(page, /^Challenges$/)
    await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/challenges')!,
    )
  })

  test("the home page's SearchAction leads to the challenges filtered by q", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await ready(page, /./)
    const home = await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/')!,
    )
    const origin = new URL(page.url()).origin
    expect(home.url).toBe(`${origin}/`)
    expect(home.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/challenges?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    })

    // The server's HTML, before any script runs, says the same.
    const html = await (await request.get('/')).text()
    const served = html.match(
      /<script type="application\/ld\+json" id="page-jsonld">([^<]*)<\/script>/,
    )
    expect(served, 'the server renders the block').not.toBeNull()
    expect(JSON.parse(served![1]).potentialAction).toEqual(home.potentialAction)

    // Follow the target with a word from a real challenge's title.
    const tasks: { title: string; description?: string; tags?: string[] }[] = await (
      await request.get('/api/tasks')
    ).json()
    const query = 'Carousel'
    const expected = tasks.filter((task) => matches(task, query)).map((task) => task.title)
    expect(expected.length, 'the catalogue has a carousel challenge').toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(tasks.length)

    const template = (home.potentialAction as { target: { urlTemplate: string } }).target
      .urlTemplate
    await page.goto(template.replace('{search_term_string}', encodeURIComponent(query)))
    await ready(page, /^Challenges$/)
    await expect(page.getByRole('searchbox', { name: 'Search challenges' })).toHaveValue(query)
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(titles).toHaveText(expected)
    await expect(
      page.getByText(`Showing ${expected.length} of ${tasks.length} challenges`),
    ).toBeVisible()
  })

  test('signing in through the header keeps the block', async ({ page }) => {
    // The same page, before and after the session arrives.
    await page.goto('/community')
    await ready(page, /^Community$/)
    await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/community')!,
    )
    await signInFromHeader(page, 'jsonld-header-learner', 9_599_001)
    await ready(page, /^Community$/)
    await renderedStructuredData(
      page,
      routes().find((r) => r.path === '/community')!,
    )
  })
})
