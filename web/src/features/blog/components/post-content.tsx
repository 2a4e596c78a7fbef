import { prepareContentHtml } from '../lib/post-content'
import './post-content.css'

/**
 * The post's body. The server sanitizes the HTML with an allowlist before
 * storing it (no scripts, no event handlers, only http(s) and mailto links),
 * so it is rendered as is.
 */
export function PostContent({ html }: { html: string }) {
  return (
    <div className="blog-prose" dangerouslySetInnerHTML={{ __html: prepareContentHtml(html) }} />
  )
}
