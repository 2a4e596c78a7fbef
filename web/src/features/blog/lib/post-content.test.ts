import { describe, expect, it } from 'vitest'
import { prepareContentHtml } from './post-content'

describe('prepareContentHtml', () => {
  it('wraps each table in a focusable region that scrolls sideways', () => {
    expect(prepareContentHtml('<p>a</p><table><tr><td>1</td></tr></table>')).toBe(
      '<p>a</p><div class="blog-table" role="region" aria-label="Table" tabindex="0"><table><tr><td>1</td></tr></table></div>',
    )
  })

  it('makes code blocks focusable, so they can be scrolled by keyboard', () => {
    expect(prepareContentHtml('<pre><code class="language-css">a {}</code></pre>')).toBe(
      '<pre tabindex="0"><code class="language-css">a {}</code></pre>',
    )
  })

  it('leaves escaped markup alone', () => {
    expect(prepareContentHtml('<p>&lt;table&gt; &lt;pre&gt;</p>')).toBe(
      '<p>&lt;table&gt; &lt;pre&gt;</p>',
    )
  })
})
