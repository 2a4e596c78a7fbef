// The acceptance checks' helpers, called by the runner (stories/page.rs)
// with `Runtime.callFunctionOn` in the page's isolated world: the page's
// own scripts cannot see or replace them, and they only read the page.
// Each is one function expression; the runner passes data as arguments,
// never code.

/* find_css */
function (selector) {
  const root = this && this.querySelectorAll ? this : document
  return Array.from(root.querySelectorAll(selector))
}

/* find_text: the innermost visible elements whose text matches */
function (mode, wanted) {
  const root = this && this.querySelectorAll ? this : document
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim()
  const target = mode === 'contains' ? norm(wanted).toLowerCase() : norm(wanted)
  const matches = (el) => {
    const text = norm(el.textContent)
    return mode === 'contains' ? text.toLowerCase().includes(target) : text === target
  }
  const shown = (el) => el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : !!el.getClientRects().length
  const found = Array.from(root.querySelectorAll('body *')).filter((el) => shown(el) && matches(el))
  return found.filter((el) => !found.some((other) => other !== el && el.contains(other)))
}

/* facts: what the assertions read of one element */
function () {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim()
  const rect = this.getBoundingClientRect()
  const style = getComputedStyle(this)
  const visible =
    (this.checkVisibility ? this.checkVisibility({ visibilityProperty: true }) : true) &&
    rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden'
  const active = document.activeElement
  return {
    visible,
    text: norm(this.textContent),
    value: 'value' in this ? String(this.value) : null,
    focused: !!active && (active === this || this.contains(active)),
    inViewport: rect.right > 0 && rect.bottom > 0 && rect.left < innerWidth && rect.top < innerHeight && rect.width > 0 && rect.height > 0,
  }
}

/* attribute */
function (name) {
  return this.getAttribute(name)
}

/* style */
function (property) {
  return getComputedStyle(this).getPropertyValue(property)
}

/* contrast: the text colour against the backgrounds behind it, composited over white */
function () {
  const parse = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/)
    if (!m) return [0, 0, 0, 1]
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number)
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]
  }
  const over = (top, bottom) => {
    const a = top[3] + bottom[3] * (1 - top[3])
    if (a === 0) return [0, 0, 0, 0]
    return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a).concat([a])
  }
  const layers = []
  for (let el = this; el; el = el.parentElement) layers.push(parse(getComputedStyle(el).backgroundColor))
  let background = [255, 255, 255, 1]
  for (let i = layers.length - 1; i >= 0; i--) background = over(layers[i], background)
  const text = over(parse(getComputedStyle(this).color), background)
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255
      return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4)
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [lum(text), lum(background)].sort((a, b) => b - a)
  return (hi + 0.05) / (lo + 0.05)
}

/* target: scrolls the element into view; its centre, and whether something else covers it there */
function () {
  this.scrollIntoView({ block: 'center', inline: 'center' })
  const rect = this.getBoundingClientRect()
  const x = rect.left + rect.width / 2
  const y = rect.top + rect.height / 2
  const hit = document.elementFromPoint(x, y)
  const shown = (this.checkVisibility ? this.checkVisibility({ visibilityProperty: true }) : true) && rect.width > 0 && rect.height > 0
  return { x, y, width: rect.width, height: rect.height, shown, covered: !!hit && hit !== this && !this.contains(hit) && !hit.contains(this) }
}

/* page: the document's title, address and sideways scroll */
function () {
  const root = document.scrollingElement || document.documentElement
  return {
    title: document.title,
    url: location.href,
    scrollsSideways: root.scrollWidth > innerWidth + 1,
    storageUsed: (() => { try { return localStorage.length > 0 } catch (e) { return false } })(),
  }
}

/* frames: resolves after two animation frames */
function () {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))
}

/* clipboard */
function () {
  return navigator.clipboard.readText().catch(() => null)
}

/* document */
function () {
  return document
}
