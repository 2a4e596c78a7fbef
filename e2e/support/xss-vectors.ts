// A corpus of XSS vectors for the browser hardening tests (e2e/tests/xss.spec.ts).
//
// Every vector's payload calls something the test observes if it ever runs:
// `__xss(id)` (a function the test exposes in every frame) or `alert(id)`
// (wrapped by the test, and a dialog the page reports anyway). The id says
// which vector fired. `$` in a template stands for that call; encoded
// variants are built from it so they encode the same call.

export interface XssVector {
  /** 1-based, unique; also the argument of the payload's call. */
  id: number
  /** What kind of trick it is. */
  family: string
  /** The text to put wherever user- or content-controlled text goes. */
  text: string
  /**
   * In a Markdown document, the vector opens a raw-HTML construct that
   * legitimately swallows what follows (e.g. an unclosed `<script`), so it
   * goes last there and the text after it is not expected to render.
   */
  swallows?: boolean
}

type Template = string | ((call: string, id: number) => string) | { swallows: true; text: string }

const entities = (text: string, hex = false) =>
  [...text]
    .map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)};` : `&#${c.charCodeAt(0)};`))
    .join('')
const paddedEntities = (text: string) =>
  [...text].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join('')
const jsUnicode = (text: string) =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
const jsHex = (text: string) =>
  [...text].map((c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
const percent = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('')

const FAMILIES: Record<string, Template[]> = {
  'script element': [
    '<script>$</script>',
    '<SCRIPT>$</SCRIPT>',
    '<ScRiPt >$</ScRiPt >',
    '<script type="module">$</script>',
    '<script src="data:text/javascript,$"></script>',
    '<scr<script>ipt>$</scr</script>ipt>',
    '<<script>$//<</script>',
    (c) => `<script>document.write('<img src=x onerror=${c}>')</script>`,
    '<svg><script>$</script></svg>',
    '<svg><script href="data:,$"></script></svg>',
    '<svg><script xlink:href="data:,$"></script></svg>',
    '<math><script>$</script></math>',
    (c) => `<script>/*</script><script>*/${c}</script>`,
  ],
  'event handler': [
    '<img src=x onerror=$>',
    '<img src="x" onerror="$">',
    '<IMG SRC=x OnErRoR=$>',
    '<img/src=x/onerror=$>',
    '<img src=x onerror=$//',
    (_c, n) => `<img src=x onerror=eval(alt) alt="__xss(${n})">`,
    '<image src=x onerror=$>',
    '<img srcset=x onerror=$>',
    '<picture><source srcset=x><img src=x onerror=$></picture>',
    '<input type=image src=x onerror=$>',
    '<svg onload=$>',
    '<svg/onload=$>',
    '<svg><animate onbegin=$ attributeName=x dur=1s>',
    '<svg><image href=x onerror=$ /></svg>',
    '<svg><foreignObject><img src=x onerror=$></foreignObject></svg>',
    '<body onload=$>',
    '<body onpageshow=$>',
    '<frameset onload=$>',
    '<input autofocus onfocus=$>',
    '<select autofocus onfocus=$></select>',
    '<textarea autofocus onfocus=$></textarea>',
    '<x contenteditable autofocus onfocus=$>x</x>',
    '<a href=# autofocus onfocus=$>x</a>',
    '<details open ontoggle=$>x</details>',
    '<video><source onerror=$></video>',
    '<audio src=x onerror=$>',
    '<video src=x onerror=$></video>',
    '<video poster=javascript:$></video>',
    '<marquee onstart=$>x</marquee>',
    '<iframe onload=$></iframe>',
    '<object data=x onerror=$></object>',
    '<embed src=/ onload=$>',
    '<link rel=stylesheet href=x onerror=$>',
    '<style onload=$></style>',
    '<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart=$></div>',
    '<p style="content-visibility:auto" oncontentvisibilityautostatechange=$>x</p>',
    '<div onmouseover=$ style="position:fixed;inset:0">hover me</div>',
    '<xss onafterscriptexecute=$><script>1</script>',
    '<svg><discard onbegin=$ />',
    '<keygen autofocus onfocus=$>',
  ],
  'obfuscated handler': [
    (c) => `<img src=x onerror="${entities(c)}">`,
    (c) => `<img src=x onerror="${entities(c, true)}">`,
    (c) => `<img src=x onerror=${paddedEntities(c)}>`,
    (_c, n) => `<img src=x onerror=${jsUnicode('__xss')}(${n})>`,
    (_c, n) => `<img src=x onerror=window['${jsHex('__xss')}'](${n})>`,
    (c) => `<img src=x onerror=eval(atob('${base64(c)}'))>`,
    (_c, n) => `<img src=x onerror=top['__x'+'ss'](${n})>`,
    (c) => `<img src=x onerror=setTimeout('${c}')>`,
    (c) => `<img src=x onerror=Function('${c}')()>`,
    (_c, n) => `<img src=x onerror=[${n}].find(__xss)>`,
    (_c, n) => `<img src=x onerror=__xss\`${n}\`>`,
    (c) => `<img src=x onerror=import('data:text/javascript,${c}')>`,
  ],
  'javascript: URL': [
    '<a href="javascript:$">x</a>',
    '<a href="jAvAsCrIpT:$">x</a>',
    '<a href=" javascript:$">x</a>',
    '<a href="java&#x09;script:$">x</a>',
    '<a href="java&#10;script:$">x</a>',
    '<a href="&#14;javascript:$">x</a>',
    '<a href="javascript&colon;$">x</a>',
    '<a href="javas&#99;ript:$">x</a>',
    (c) => `<a href="${entities('javascript:')}${c}">x</a>`,
    (c) => `<a href="${paddedEntities('javascript:')}${c}">x</a>`,
    '<a href="vbscript:$">x</a>',
    '<iframe src="javascript:$"></iframe>',
    '<embed src="javascript:$">',
    '<object data="javascript:$"></object>',
    '<form action="javascript:$"><input type=submit value=go></form>',
    '<form><button formaction="javascript:$">go</button></form>',
    '<base href="javascript:$//">',
    '<meta http-equiv="refresh" content="0;url=javascript:$">',
    '<svg><a xlink:href="javascript:$"><text x=20 y=20>x</text></a></svg>',
    '<math><maction actiontype=statusline xlink:href="javascript:$">x</maction></math>',
    '<math href="javascript:$">x</math>',
    '<table background="javascript:$"><tr><td>x</td></tr></table>',
  ],
  'data: URL': [
    '<a href="data:text/html,<script>$</script>">x</a>',
    (c) => `<iframe src="data:text/html;base64,${base64(`<script>${c}</script>`)}"></iframe>`,
    (c) => `<object data="data:text/html;base64,${base64(`<script>${c}</script>`)}"></object>`,
    (c) =>
      `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`)}">`,
    '<img src="data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22 onload=%22$%22/>">',
    '<iframe srcdoc="<script>parent.$</script>"></iframe>',
    '<iframe srcdoc="&lt;img src=x onerror=$&gt;"></iframe>',
  ],
  'Markdown link': [
    '[click me](javascript:$)',
    '[click me](JaVaScRiPt:$)',
    '[click me](javascript&#58;$)',
    '[click me](<javascript:$>)',
    '[click me](javascript:$ "a title")',
    '[click me](javascript://%0a$)',
    '[click me](vbscript:$)',
    (c) => `[click me](data:text/html;base64,${base64(`<script>${c}</script>`)})`,
    '![an image](javascript:$)',
    '<javascript:$>',
    (_c, n) => `[click me][xss-ref-${n}]\n\n[xss-ref-${n}]: javascript:__xss(${n})`,
    '![x](https://example.invalid/x.png"onerror="$)',
    '[x](https://example.invalid/" onclick="$)',
    '[x](#"onmouseover="$)',
  ],
  'attribute breakout': [
    '"><img src=x onerror=$>',
    "'><img src=x onerror=$>",
    '" onmouseover="$" x="',
    "' autofocus onfocus='$' x='",
    '" autofocus onfocus="$',
    '` autofocus onfocus=$ x=`',
    '</a><img src=x onerror=$>',
    '--><img src=x onerror=$>',
    ']]><img src=x onerror=$>',
    '</p><svg onload=$>',
    '</div><script>$</script>',
    '</title><script>$</script>',
    '</textarea><script>$</script>',
    '</style><script>$</script>',
    '</script><script>$</script>',
    '</noscript><img src=x onerror=$>',
    '</template><img src=x onerror=$>',
    '</option></select><img src=x onerror=$>',
    '</iframe><script>$</script>',
    '</xmp><script>$</script>',
    '</code></pre><img src=x onerror=$>',
    "';$;//",
    '";$;//',
    '"};$;//',
    "\\';$;//",
  ],
  'template injection': [
    "{{constructor.constructor('$')()}}",
    (c) => "{{$on.constructor('" + c + "')()}}",
    (c) => '${' + c + '}',
    '#{$}',
    '<%= $ %>',
    '{{{$}}}',
    '[[$]]',
    () => '{{7*7}} $' + '{7*7} <%= 7*7 %>',
    '<div v-html="\'<img src=x onerror=$>\'"></div>',
    (c) => '<div ng-app ng-csp><input autofocus ng-focus="$event.view.' + c + '"></div>',
    "<x dangerouslySetInnerHTML={{__html:'<img src=x onerror=$>'}}></x>",
  ],
  'entity and encoding': [
    '&lt;script&gt;$&lt;/script&gt;',
    '&#60;script&#62;$&#60;/script&#62;',
    '&#x3C;img src=x onerror=$&#x3E;',
    (c) => percent(`<script>${c}</script>`),
    '%253Cscript%253E$%253C%252Fscript%253E',
    '\\u003cscript\\u003e$\\u003c/script\\u003e',
    '\\x3cimg src=x onerror=$\\x3e',
    '＜script＞$＜/script＞',
    '+ADw-script+AD4-$+ADw-/script+AD4-',
    (c) => base64(`<script>${c}</script>`),
    '\u200b<script>$</script>\u200b',
    '\u202e<img src=x onerror=$>',
    '<img src=x onerror=$>\u2028<svg onload=$>',
  ],
  mXSS: [
    '<noscript><p title="</noscript><img src=x onerror=$>"></noscript>',
    '<svg><style><img src=x onerror=$></style></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=$></style></mglyph></table></mtext></math>',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=$&gt;"></mglyph></table></mtext></math>',
    // The sanitizer sees a <style> that never ends.
    {
      swallows: true,
      text: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=$>',
    },
    '<svg></p><style><a id="</style><img src=1 onerror=$>"></svg>',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=$ src=1>"></textarea></mtext></svg></mglyph></mi></math>',
    '<listing>&lt;img src=x onerror=$&gt;</listing>',
    '<!--<img src="--><img src=x onerror=$//">',
    '<xmp><p title="</xmp><img src=x onerror=$>"></xmp>',
    '<iframe><p title="</iframe><img src=x onerror=$>"></iframe>',
    '<svg><![CDATA[><img src=x onerror=$>]]></svg>',
    '<title><img src=x onerror=$></title>',
    '<textarea><img src=x onerror=$></textarea>',
    '<select><template><img src=x onerror=$></template></select>',
    '<a title="<pre autofocus onfocus=$ tabindex=1 x">pre in an attribute</a>',
    '<a title="<table onmouseover=$ x">table in an attribute</a>',
    '<p title="</table><img src=x onerror=$>">closing table in an attribute</p>',
    '<p title="&lt;pre onfocus=$ autofocus x">escaped pre in an attribute</p>',
  ],
  'style-based': [
    '<div style="background:url(javascript:$)">x</div>',
    '<div style="width:expression($)">x</div>',
    '<p style="x:\\65xpression($)">x</p>',
    "<style>@import 'javascript:$';</style>",
    '<style>*{background:url("javascript:$")}</style>',
    '<link rel=stylesheet href="javascript:$">',
    '<div style="position:fixed;inset:0;z-index:99999;background:red">overlay</div>',
  ],
  'DOM clobbering and misc': [
    '<form id=__xss><input name=call></form>',
    '<a id=defaultView href="javascript:$">x</a>',
    '<img name=getElementById><img name=querySelector>',
    '{"__proto__":{"innerHTML":"<img src=x onerror=$>"}}',
    'javascript:$',
    'data:text/html,<script>$</script>',
    'https://example.invalid/<script>$</script>',
    '<details><summary>open</summary><img src=x onerror=$></details>',
    '<div>\n<script>$</script>\n</div>',
    '<img src=x onerror=$ <!-- unclosed comment in a tag',
    '<button popovertarget=p>x</button><div popover id=p onbeforetoggle=$>y</div>',
  ],
  // Last in Markdown documents: each opens a construct that runs to the end.
  unterminated: [
    { swallows: true, text: '<script>$</script' },
    { swallows: true, text: '<!-- <img src=x onerror=$>' },
    { swallows: true, text: '<textarea><img src=x onerror=$>' },
    { swallows: true, text: '<plaintext><img src=x onerror=$>' },
  ],
}

function build(): XssVector[] {
  const vectors: XssVector[] = []
  for (const [family, templates] of Object.entries(FAMILIES)) {
    for (const entry of templates) {
      const id = vectors.length + 1
      // Alternate the observable: most call the exposed marker, some alert().
      const call = id % 3 === 0 ? `alert(${id})` : `__xss(${id})`
      const template = typeof entry === 'object' ? entry.text : entry
      const text =
        typeof template === 'function' ? template(call, id) : template.replaceAll('$', call)
      const swallows = typeof entry === 'object' ? entry.swallows : undefined
      vectors.push({ id, family, text, ...(swallows ? { swallows } : {}) })
    }
  }
  return vectors
}

/** Every vector, ids 1..n. */
export const XSS_VECTORS: readonly XssVector[] = build()

/**
 * Packs vectors into chunks of text at most `max` characters long (joined
 * by blank lines), in corpus order.
 */
export function chunkVectors(
  vectors: readonly XssVector[],
  max: number,
  separator = '\n\n',
): XssVector[][] {
  const chunks: XssVector[][] = []
  let current: XssVector[] = []
  let length = 0
  for (const vector of vectors) {
    const added = (current.length ? separator.length : 0) + vector.text.length
    if (current.length && length + added > max) {
      chunks.push(current)
      current = []
      length = 0
    }
    length += current.length ? separator.length + vector.text.length : vector.text.length
    current.push(vector)
  }
  if (current.length) chunks.push(current)
  return chunks
}

/** Splits vectors into `n` chunks of nearly equal count. */
export function splitVectors(vectors: readonly XssVector[], n: number): XssVector[][] {
  const chunks: XssVector[][] = Array.from({ length: n }, () => [])
  vectors.forEach((vector, i) => chunks[Math.floor((i * n) / vectors.length)].push(vector))
  return chunks
}

export const joinVectors = (vectors: readonly XssVector[], separator = '\n\n') =>
  vectors.map((v) => v.text).join(separator)

/** Sentinel paragraphs around each vector in Markdown documents. */
export const beginMarker = (id: number) => `XSS-VECTOR-${String(id).padStart(3, '0')}-BEGIN`
export const endMarker = (id: number) => `XSS-VECTOR-${String(id).padStart(3, '0')}-END`

/**
 * The whole corpus as a Markdown section: each vector in a block of its
 * own between sentinel paragraphs, so the test can tell that each one was
 * rendered (or safely dropped) without taking the rest of the page with it.
 * Vectors that swallow what follows come last.
 */
export function corpusMarkdown(vectors: readonly XssVector[] = XSS_VECTORS): string {
  const ordered = [...vectors.filter((v) => !v.swallows), ...vectors.filter((v) => v.swallows)]
  return ordered.map((v) => `${beginMarker(v.id)}\n\n${v.text}\n\n${endMarker(v.id)}\n`).join('\n')
}
