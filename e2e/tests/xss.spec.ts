import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { signInThroughStub } from '../support/api'
import { stubURL } from '../support/fixtures'
import {
  XSS_VECTORS,
  beginMarker,
  corpusMarkdown,
  endMarker,
  joinVectors,
  splitVectors,
  type XssVector,
} from '../support/xss-vectors'

// Every vector of the corpus, rendered in real Chromium everywhere user- or
// catalogue-controlled text appears, must stay inert: no dialog, no call of
// the marker, no live handler or script URL in the DOM, and the text must
// still be there to read.
//
// It all runs against a second server of its own (port 9879, a fresh
// database, a hostile catalogue), so the main instance's data stays clean.
// Each page is visited twice: once with the Content-Security-Policy in force
// (its violations are counted, for information) and once with it bypassed,
// so that the rendering alone is tested and the CSP cannot hide a hole.

const root = resolve(import.meta.dirname, '../..')
const binary = process.env.FRONTLOOP_BIN ?? join(root, 'target/debug/frontloop')
const hostilePort = 9879
const hostileURL = `http://127.0.0.1:${hostilePort}`
const fixtureDir = resolve(import.meta.dirname, '../fixtures/xss-content')
const TASK_SLUG = 'hostile-brief'

const LIMITS = { post: 5_000, code: 20_000, comment: 2_000 }

interface Learner {
  githubId: number
  login: string
  name: string | null
  avatarUrl: string | null
  /** The corpus slice in the name (empty for the nameless learner). */
  nameVectors: XssVector[]
  token?: string
  userId?: number
  postId?: number
}

interface Hit {
  kind: string
  detail: string
  url: string
}

/** What the detector saw, over the whole run. */
const seen = {
  hits: [] as Hit[],
  dialogs: [] as string[],
  cspViolations: [] as string[],
  pages: 0,
  sites: new Set<string>(),
}

// ---------------------------------------------------------------------------
// The hostile server

let server: ChildProcess | undefined
let serverLog = ''
let dataDir = ''

async function startHostileServer(): Promise<void> {
  // Never test someone else's server by mistake.
  const busy = await fetch(`${hostileURL}/api/health`).then(
    () => true,
    () => false,
  )
  if (busy)
    throw new Error(
      `port ${hostilePort} is already in use; the XSS spec needs it for its own server`,
    )
  dataDir = mkdtempSync(join(tmpdir(), 'frontloop-xss-'))
  const content = join(dataDir, 'content')
  cpSync(fixtureDir, content, { recursive: true })
  appendFileSync(join(content, 'challenges', `${TASK_SLUG}.md`), `\n${corpusMarkdown()}`)
  appendFileSync(join(content, 'blog', 'hostile-post.md'), `\n${corpusMarkdown()}`)

  const child = spawn(binary, [], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite://${join(dataDir, 'xss.db')}?mode=rwc`,
      FRONTLOOP_ADDR: `127.0.0.1:${hostilePort}`,
      FRONTLOOP_CONTENT_DIR: content,
      GITHUB_CLIENT_ID: 'e2e-client',
      GITHUB_CLIENT_SECRET: 'e2e-secret',
      GITHUB_OAUTH_URL: stubURL,
      GITHUB_API_URL: stubURL,
      RUST_LOG: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = child
  child.stdout?.on('data', (chunk) => (serverLog += chunk))
  child.stderr?.on('data', (chunk) => (serverLog += chunk))
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()))

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the hostile server exited (${child.exitCode}):\n${serverLog}`)
    try {
      if ((await fetch(`${hostileURL}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the hostile server did not start:\n${serverLog}`)
    await Promise.race([exited, new Promise((r) => setTimeout(r, 200))])
  }
}

async function stopHostileServer(): Promise<void> {
  const child = server
  server = undefined
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

// ---------------------------------------------------------------------------
// Signing in and calling the API of the hostile server

async function nextGithubUser(learner: Learner): Promise<void> {
  const response = await fetch(`${stubURL}/__next-user`, {
    method: 'POST',
    body: JSON.stringify({
      id: learner.githubId,
      login: learner.login,
      name: learner.name,
      avatar_url: learner.avatarUrl,
    }),
  })
  expect(response.ok).toBeTruthy()
}

/** The whole OAuth round trip through the GitHub stub, without a page. */
async function signInByApi(request: APIRequestContext, learner: Learner): Promise<void> {
  const session = await signInThroughStub(request, hostileURL, {
    id: learner.githubId,
    login: learner.login,
    name: learner.name,
    avatar_url: learner.avatarUrl,
  })
  learner.token = session.token
  learner.userId = session.userId
}

async function api(
  request: APIRequestContext,
  learner: Learner,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${hostileURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${learner.token}` },
    data,
  })
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
  return response.json()
}

// ---------------------------------------------------------------------------
// The detector

type Mode = 'csp' | 'no-csp'

const DETECTOR = () => {
  const report = (kind: string, args: unknown[]) => {
    try {
      // @ts-expect-error exposed by the test
      window.__xssHit(kind, args.map(String).join(','))
    } catch {
      // the binding is there in every frame; nothing else to do
    }
  }
  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    const wrapped = function (...args: unknown[]) {
      report(name, args)
      return name === 'confirm' ? false : name === 'prompt' ? null : undefined
    }
    try {
      Object.defineProperty(window, name, { value: wrapped, configurable: false, writable: false })
    } catch {
      // already locked down
    }
  }
  // The marker every payload calls.
  try {
    Object.defineProperty(window, '__xss', {
      value: (...args: unknown[]) => report('__xss', args),
      configurable: false,
      writable: false,
    })
  } catch {
    // already there
  }
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      try {
        // @ts-expect-error exposed by the test
        window.__cspViolation(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`)
      } catch {
        // ignore
      }
    },
    true,
  )
}

async function newDetectingContext(
  browser: Browser,
  mode: Mode,
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: hostileURL,
    bypassCSP: mode === 'no-csp',
    storageState: token
      ? {
          cookies: [],
          origins: [{ origin: hostileURL, localStorage: [{ name: 'token', value: token }] }],
        }
      : undefined,
  })
  await context.exposeBinding('__xssHit', ({ frame }, kind: string, detail: string) => {
    seen.hits.push({ kind, detail, url: frame?.url() ?? '?' })
  })
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    seen.cspViolations.push(text)
  })
  await context.addInitScript(DETECTOR)
  context.on('page', (page) => watchDialogs(page))
  return context
}

function watchDialogs(page: Page): void {
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`)
    await dialog.dismiss().catch(() => undefined)
  })
}

/**
 * Anything in the DOM that could run script or leave the page: inline
 * handlers, script URLs, frames, plugins, foreign scripts, raw markup that
 * only injected HTML would produce.
 */
async function dangerousDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (el: Element) => {
      const html = el.outerHTML
      return html.length > 160 ? `${html.slice(0, 160)}…` : html
    }
    const URL_ATTRIBUTES = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'poster',
      'background',
      'xlink:href',
      'lowsrc',
      'dynsrc',
      'codebase',
      'ping',
      'srcset',
      'cite',
      'longdesc',
    ])
    const SCRIPT_URL = /^(javascript|vbscript|livescript|mocha)\s*:/i
    const SAFE_DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif);/i
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase()
        // What browsers ignore before the scheme.
        const value = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
        if (name.startsWith('on')) problems.push(`inline handler ${name}: ${describe(el)}`)
        else if (name === 'srcdoc') problems.push(`srcdoc: ${describe(el)}`)
        else if (URL_ATTRIBUTES.has(name)) {
          if (SCRIPT_URL.test(value)) problems.push(`script URL in ${name}: ${describe(el)}`)
          else if (
            /^data:/i.test(value) &&
            !(['IMG', 'SOURCE'].includes(el.tagName) && SAFE_DATA_IMAGE.test(value))
          ) {
            problems.push(`data URL in ${name}: ${describe(el)}`)
          }
        } else if (
          name === 'style' &&
          /javascript:|expression\s*\(|behavior\s*:|-moz-binding/i.test(value)
        ) {
          problems.push(`scripted style: ${describe(el)}`)
        }
      }
    }
    const FORBIDDEN =
      'iframe, frame, frameset, object, embed, applet, portal, base, meta[http-equiv], link[rel~="import"], body style, body link, svg script, svg animate, svg set, svg discard, svg foreignObject, math maction, #root noscript, #root template, xmp, plaintext, listing, marquee, keygen'
    for (const el of document.querySelectorAll(FORBIDDEN))
      problems.push(`forbidden element: ${describe(el)}`)
    for (const el of document.querySelectorAll('body *')) {
      if (el instanceof HTMLUnknownElement) problems.push(`unknown element: ${describe(el)}`)
    }
    for (const script of document.querySelectorAll('script')) {
      // The app's own: its bundles, and the inline theme script at the top
      // of the head, which sets the theme before the first paint
      // (docs/screens.md, Themes; the policy allows it by its hash).
      const bundle =
        script.src &&
        new URL(script.src).origin === location.origin &&
        new URL(script.src).pathname.startsWith('/assets/')
      const theme =
        !script.src &&
        !script.type &&
        script.parentElement === document.head &&
        script === document.head.querySelector('script') &&
        (script.textContent ?? '').includes("localStorage.getItem('frontloop.theme')")
      const own = bundle || theme
      // Data blocks are never run: the page's structured data, and the
      // first API answer the server embeds (docs/performance.md).
      const data =
        script.type === 'application/ld+json' ||
        (script.type === 'application/json' && script.id === 'initial-data')
      if (!own && !data) problems.push(`foreign script: ${describe(script)}`)
    }
    for (const form of document.querySelectorAll('form[action]')) {
      if (new URL((form as HTMLFormElement).action, location.href).origin !== location.origin)
        problems.push(`foreign form: ${describe(form)}`)
    }
    return problems
  })
}

/** Lets late handlers (broken images, autofocus, animations) have their turn. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150))),
      ),
  )
}

/** Visits a page, waits for `ready`, then checks the DOM is inert. */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
  site: string[],
): Promise<void> {
  const response = await page.goto(path)
  expect(response?.ok(), `GET ${path}`).toBeTruthy()
  await ready(page)
  await settle(page)
  expect(await dangerousDom(page), `dangerous DOM on ${path}`).toEqual([])
  expect(page.frames(), `frames on ${path}`).toHaveLength(1)
  seen.pages += 1
  for (const s of site) seen.sites.add(s)
}

/** Expects every vector's text verbatim in `text`, naming those missing. */
function expectVectorsIn(text: string | null, vectors: readonly XssVector[], where: string): void {
  const missing = vectors.filter((v) => !(text ?? '').includes(v.text)).map((v) => v.id)
  expect(missing, `vectors not shown as text in ${where}`).toEqual([])
}

/** Expects both sentinels of every vector (the first swallowing one: its opening one). */
function expectMarkersIn(text: string, vectors: readonly XssVector[], where: string): void {
  const swallowers = vectors.filter((v) => v.swallows)
  const missing: string[] = []
  for (const v of vectors) {
    if (!v.swallows) {
      if (!text.includes(beginMarker(v.id))) missing.push(beginMarker(v.id))
      if (!text.includes(endMarker(v.id))) missing.push(endMarker(v.id))
    }
  }
  if (swallowers.length && !text.includes(beginMarker(swallowers[0].id)))
    missing.push(beginMarker(swallowers[0].id))
  expect(missing, `sentinels missing in ${where}`).toEqual([])
}

/**
 * Proves the detector sees what it must before trusting its silence: an
 * alert, a call of the marker, and an inline handler, which the CSP blocks
 * (a violation report) or, with the CSP bypassed, lets run (a hit).
 */
async function selfTest(browser: Browser, mode: Mode): Promise<void> {
  const hits = seen.hits.length
  const violations = seen.cspViolations.length
  const context = await newDetectingContext(browser, mode)
  const page = await context.newPage()
  await page.goto('/privacy')
  await page.evaluate(() => {
    alert('self-test')
    // @ts-expect-error installed by the detector
    window.__xss('self-test')
    const img = document.createElement('img')
    img.setAttribute('onerror', "__xss('self-test')")
    img.src = '/no-such-image.png'
    document.body.append(img)
  })
  const expected = mode === 'csp' ? { hits: 2, violations: 1 } : { hits: 3, violations: 0 }
  await expect
    .poll(() => seen.hits.length - hits, { message: `detector self-test (${mode})` })
    .toBe(expected.hits)
  await expect
    .poll(() => seen.cspViolations.length - violations, {
      message: `CSP reports in the self-test (${mode})`,
    })
    .toBe(expected.violations)
  expect(seen.hits.slice(hits).every((hit) => hit.detail === 'self-test')).toBe(true)
  // And the DOM scan names injected markup.
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.setAttribute('href', ' JaVa\tScRiPt:void(0)')
    link.textContent = 'x'
    document.body.append(link)
    document.body.append(document.createElement('iframe'))
  })
  const problems = await dangerousDom(page)
  expect(problems.map((p) => p.split(':')[0]).sort(), 'the DOM scan self-test').toEqual([
    'forbidden element',
    'inline handler onerror',
    'script URL in href',
  ])
  await context.close()
  seen.hits.splice(hits)
  seen.cspViolations.splice(violations)
}

function expectNothingRan(): void {
  expect(seen.dialogs, 'dialogs opened').toEqual([])
  expect(seen.hits, 'payloads that ran').toEqual([])
}

// ---------------------------------------------------------------------------

test.describe('XSS corpus in real Chromium', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    await startHostileServer()
  })

  test.afterAll(async () => {
    await stopHostileServer()
    const cspSample = [...new Set(seen.cspViolations)].slice(0, 5)
    console.log(
      `XSS: ${XSS_VECTORS.length} vectors × ${seen.sites.size} render sites (${[...seen.sites].join(', ')}), ` +
        `${seen.pages} page loads, ${seen.hits.length + seen.dialogs.length} executions, ` +
        `${seen.cspViolations.length} CSP violation reports${cspSample.length ? ` (e.g. ${cspSample.join(' | ')})` : ''}`,
    )
  })

  test('community posts, code, comments and GitHub names', async ({ browser, request }) => {
    test.setTimeout(150_000)

    // Four learners whose GitHub names carry the corpus between them, and
    // one without a name whose hostile login shows instead (with a hostile
    // avatar address).
    const learners: Learner[] = splitVectors(XSS_VECTORS, 4).map((vectors, i) => ({
      githubId: 710_000 + i,
      login: `xss-learner-${i}`,
      name: joinVectors(vectors, ' '),
      avatarUrl: null,
      nameVectors: vectors,
    }))
    learners.push({
      githubId: 710_100,
      login: '"><img src=x onerror=__xss(9301)>',
      name: null,
      avatarUrl: 'javascript:__xss(9302)',
      nameVectors: [],
    })
    const displayName = (l: Learner) => l.name ?? l.login
    // Each learner's post carries a fifth of the corpus, as text and as code,
    // and so do their two comments on the next learner's post.
    const content = splitVectors(XSS_VECTORS, learners.length)
    const comments = content.map((slice) => splitVectors(slice, 2))
    for (const [i, slice] of content.entries()) {
      expect(joinVectors(slice).length).toBeLessThanOrEqual(Math.min(LIMITS.post, LIMITS.code))
      for (const half of comments[i])
        expect(joinVectors(half).length).toBeLessThanOrEqual(LIMITS.comment)
    }

    // The first learner signs in through the header, like anyone would.
    const first = learners[0]
    {
      const context = await newDetectingContext(browser, 'csp')
      const page = await context.newPage()
      await nextGithubUser(first)
      await page.goto('/')
      await page.getByRole('button', { name: 'Login with GitHub' }).click()
      await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('token'))
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
      await expect(page.getByRole('img', { name: `${first.name}'s avatar` })).toBeVisible()
      first.token = (await page.evaluate(() => localStorage.getItem('token'))) ?? undefined
      expect(first.token).toBeTruthy()
      await context.close()
    }
    for (const learner of learners.slice(1)) await signInByApi(request, learner)

    const task = await (await request.get(`${hostileURL}/api/tasks/by-slug/${TASK_SLUG}`)).json()
    for (const [i, learner] of learners.entries()) {
      await api(request, learner, 'POST', `/api/progress/task/${task.id}`, {
        status: 'in_progress',
      })
      const created = await api(request, learner, 'POST', '/api/community/posts', {
        content: joinVectors(content[i]),
        taskId: task.id,
        code: joinVectors(content[i]),
      })
      learner.postId = created.data.id
    }
    for (const [i, learner] of learners.entries()) {
      const next = learners[(i + 1) % learners.length]
      for (const half of comments[i]) {
        await api(request, learner, 'POST', `/api/community/posts/${next.postId}/comments`, {
          content: joinVectors(half),
        })
      }
    }

    for (const mode of ['csp', 'no-csp'] as const) {
      await selfTest(browser, mode)
      // The feed and every post, as the first learner.
      const context = await newDetectingContext(browser, mode, first.token)
      const page = await context.newPage()
      await visit(
        page,
        '/community',
        async () => {
          for (const [i, learner] of learners.entries()) {
            const card = page.locator('article', {
              has: page.locator(`a[href="/community/posts/${learner.postId}"]`),
            })
            await expect(card).toBeVisible({ timeout: 20_000 })
            const text = await card.textContent()
            expectVectorsIn(text, content[i], `the feed card of post ${learner.postId} (content)`)
            expectVectorsIn(
              text,
              learner.nameVectors,
              `the feed card of post ${learner.postId} (author)`,
            )
            expect(text).toContain(displayName(learner))
          }
        },
        ['post content @ feed', 'name @ feed'],
      )
      for (const [i, learner] of learners.entries()) {
        const commenterIndex = (i + learners.length - 1) % learners.length
        const commenter = learners[commenterIndex]
        await visit(
          page,
          `/community/posts/${learner.postId}`,
          async () => {
            const article = page.locator('article', {
              has: page.getByRole('heading', { name: 'Shared Code' }),
            })
            await expect(article).toBeVisible({ timeout: 20_000 })
            const articleText = await article.textContent()
            expectVectorsIn(articleText, content[i], `post ${learner.postId}`)
            expect(articleText).toContain(`Shared by ${displayName(learner)}`)
            expectVectorsIn(
              await article.locator('pre').textContent(),
              content[i],
              `the code of post ${learner.postId}`,
            )
            const section = page.locator('section', {
              has: page.getByRole('heading', { name: /^Comments/ }),
            })
            await expect(section.locator('ol > li')).toHaveCount(2)
            await expect(section.locator('ol > li').last()).toBeVisible()
            const commentsText = await section.textContent()
            expectVectorsIn(
              commentsText,
              content[commenterIndex],
              `the comments on post ${learner.postId}`,
            )
            expectVectorsIn(
              commentsText,
              commenter.nameVectors,
              `the commenter's name on post ${learner.postId}`,
            )
            expect(commentsText).toContain(displayName(commenter))
          },
          [
            'post content @ post page',
            'post code @ post page',
            'comment @ post page',
            'name @ post page',
            'name @ comment',
          ],
        )
      }
      await context.close()

      // Each learner's own header and profile.
      for (const learner of learners) {
        const own = await newDetectingContext(browser, mode, learner.token)
        const ownPage = await own.newPage()
        await visit(
          ownPage,
          '/profile',
          async () => {
            const heading = ownPage.getByRole('heading', { level: 1 })
            await expect(heading).toBeVisible({ timeout: 20_000 })
            const headingText = await heading.textContent()
            expectVectorsIn(
              headingText,
              learner.nameVectors,
              `the profile heading of ${learner.login}`,
            )
            expect(headingText).toContain(displayName(learner))
            const avatar = ownPage.getByRole('banner').getByRole('link', { name: /avatar/ })
            await expect(avatar).toBeVisible()
            const label = await avatar
              .locator('[aria-label], img')
              .first()
              .evaluate((el) => el.getAttribute('aria-label') ?? el.getAttribute('alt'))
            expect(label).toBe(`${displayName(learner)}'s avatar`)
            await expect(ownPage.getByText(`${learner.login}@example.com`)).toBeVisible()
          },
          ['name @ header', 'name @ profile', 'email @ profile'],
        )
        await own.close()
      }
      expectNothingRan()
    }
  })

  test('challenge Markdown, blog HTML and the rest of the hostile catalogue', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const reader: Learner = {
      githubId: 720_000,
      login: 'xss-reader',
      name: 'XSS Reader',
      avatarUrl: null,
      nameVectors: [],
    }
    await signInByApi(request, reader)
    const challengeTitle =
      'Hostile <img src=x onerror=__xss(9001)> "><script>alert(9002)</script> brief'
    const blogTitle = 'Hostile post <img src=x onerror=__xss(9101)> "><script>alert(9102)</script>'
    const pathTitle = 'Hostile path <img src=x onerror=__xss(9201)> "><script>alert(9202)</script>'
    const mainText = (page: Page) =>
      page.getByRole('main').evaluate((el) => (el as HTMLElement).innerText)

    for (const mode of ['csp', 'no-csp'] as const) {
      await selfTest(browser, mode)
      const anonymous = await newDetectingContext(browser, mode)
      const anonymousPage = await anonymous.newPage()
      await visit(
        anonymousPage,
        `/challenges/${TASK_SLUG}`,
        async (page) => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(challengeTitle, {
            timeout: 20_000,
          })
          await expect(page.getByText('Unlock Full Challenge Details')).toBeVisible()
        },
        ['challenge Markdown (teaser) @ challenge page'],
      )
      await anonymous.close()

      const context = await newDetectingContext(browser, mode, reader.token)
      const page = await context.newPage()
      await visit(
        page,
        '/challenges',
        async () => {
          const card = page.getByRole('link', {
            name: new RegExp(challengeTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
          })
          await expect(card.first()).toBeVisible({ timeout: 20_000 })
          const text = await page.getByRole('main').textContent()
          expect(text).toContain(challengeTitle)
          expect(text).toContain('<img src=x onerror=__xss(9003)>')
        },
        ['challenge title and tags @ challenge list'],
      )
      await visit(
        page,
        `/challenges/${TASK_SLUG}`,
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(challengeTitle, {
            timeout: 20_000,
          })
          await expect(page.getByText('XSS-HANDWRITTEN-BLOCK-END')).toBeVisible()
          const text = await mainText(page)
          expect(text).toContain('XSS-HANDWRITTEN-BLOCK-BEGIN')
          expect(text).toContain('an acceptance criterion with')
          expect(text).toContain('<script>__xss(9025)</script><img src=x onerror=__xss(9026)>')
          expectMarkersIn(text, XSS_VECTORS, 'the challenge brief')
        },
        ['challenge Markdown @ challenge page'],
      )
      await visit(
        page,
        '/blog',
        async () => {
          await expect(page.getByRole('heading', { name: blogTitle })).toBeVisible({
            timeout: 20_000,
          })
          const text = await page.getByRole('main').textContent()
          expect(text).toContain(
            'Excerpt </p><script>__xss(9103)</script> "><img src=x onerror=__xss(9104)> &lt;b&gt;',
          )
          expect(text).toContain('<script>__xss(9105)</script>')
          expect(text).toContain('a&b "quoted" <i>x</i> /?#')
        },
        ['blog title, excerpt and categories @ blog list'],
      )
      await visit(
        page,
        `/blog?category=${encodeURIComponent('<script>__xss(9105)</script>')}`,
        async () => {
          await expect(page.getByRole('heading', { name: blogTitle })).toBeVisible({
            timeout: 20_000,
          })
        },
        ['blog category @ blog list filter'],
      )
      await visit(
        page,
        '/blog/hostile-post',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogTitle, {
            timeout: 20_000,
          })
          await expect(page.getByText('XSS-HANDWRITTEN-BLOCK-END')).toBeVisible()
          const text = await mainText(page)
          expect(text).toContain('XSS-HANDWRITTEN-BLOCK-BEGIN')
          expect(text).toContain('<script>__xss(9125)</script><img src=x onerror=__xss(9126)>')
          expectMarkersIn(text, XSS_VECTORS, 'the blog post')
        },
        ['blog HTML @ blog post page'],
      )
      await visit(
        page,
        '/learning-paths',
        async () => {
          await expect(page.getByRole('heading', { name: pathTitle })).toBeVisible({
            timeout: 20_000,
          })
          expect(await page.getByRole('main').textContent()).toContain('javascript:__xss(9205)')
        },
        ['path title and description @ path list'],
      )
      await visit(
        page,
        '/learning-paths/hostile-path',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(pathTitle, {
            timeout: 20_000,
          })
          const text = await page.getByRole('main').textContent()
          expect(text).toContain(blogTitle)
          expect(text).toContain(challengeTitle)
        },
        ['path and item titles @ path page'],
      )
      await context.close()
      expectNothingRan()
    }
  })
})
