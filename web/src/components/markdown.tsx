// The one Markdown renderer: challenge briefs and reviews. It pulls in
// react-markdown and its parser, the heaviest code of any page: import it
// lazily (React.lazy), never from a page's first render path.
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { webOnlyUrlTransform } from '@/lib/markdown-urls'

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

const HEADING_CLASSES: Record<HeadingTag, string> = {
  h2: 'mt-10 mb-3 text-xl font-bold tracking-tight text-slate-900 first:mt-0 sm:text-2xl',
  h3: 'mt-8 mb-2 text-lg font-semibold text-slate-900 first:mt-0',
  h4: 'mt-6 mb-2 text-base font-semibold text-slate-900 first:mt-0',
  h5: 'mt-6 mb-2 text-sm font-semibold text-slate-900 first:mt-0',
  h6: 'mt-6 mb-2 text-sm font-semibold text-slate-700 first:mt-0',
}

/** Markdown level 1-6 moved by `shift`, kept between `top` (h2 or lower: the page has the h1) and h6. */
function headingTag(level: number, shift: number, top: number): HeadingTag {
  return `h${Math.min(6, Math.max(top, 2, level + shift))}` as HeadingTag
}

function heading(level: number, shift: number, top: number) {
  const Tag = headingTag(level, shift, top)
  return function MarkdownHeading({ children }: { children?: ReactNode }) {
    return <Tag className={HEADING_CLASSES[Tag]}>{children}</Tag>
  }
}

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//i.test(href))

function buildComponents(shift: number, top: number, userContent: boolean): Components {
  // Links that learners wrote earn no ranking from us (rel="ugc nofollow").
  const externalRel = userContent ? 'nofollow ugc noopener noreferrer' : 'noopener noreferrer'
  return {
    h1: heading(1, shift, top),
    h2: heading(2, shift, top),
    h3: heading(3, shift, top),
    h4: heading(4, shift, top),
    h5: heading(5, shift, top),
    h6: heading(6, shift, top),
    p: ({ node: _node, ...props }) => <p className="my-4 leading-7 text-slate-700" {...props} />,
    a: ({ node: _node, href, children, ...props }) => (
      <a
        {...props}
        href={href}
        className="rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        {...(isExternal(href) ? { target: '_blank', rel: externalRel } : {})}
      >
        {children}
      </a>
    ),
    ul: ({ node: _node, className, ...props }) => (
      <ul
        className={
          className?.includes('contains-task-list')
            ? 'my-4 space-y-2.5 text-slate-700'
            : 'my-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-slate-400'
        }
        {...props}
      />
    ),
    ol: ({ node: _node, ...props }) => (
      <ol
        className="my-4 list-decimal space-y-2 pl-6 text-slate-700 marker:text-slate-500"
        {...props}
      />
    ),
    li: ({ node: _node, className, ...props }) => (
      // Task items keep normal inline flow (so inline code wraps with the
      // text); the drawn box sits in the left padding.
      <li
        className={
          className?.includes('task-list-item') ? 'relative pl-7 leading-7' : 'pl-1 leading-7'
        }
        {...props}
      />
    ),
    // Acceptance criteria are "- [ ]" task items: a drawn box, not a form
    // control nobody can tick.
    input: ({ node: _node, type, checked }) =>
      type === 'checkbox' ? (
        <span
          aria-hidden="true"
          className={`absolute top-1.5 left-0 inline-block size-4 rounded border-2 ${
            checked ? 'border-indigo-600 bg-indigo-600' : 'border-slate-300 bg-white'
          }`}
        />
      ) : null,
    strong: ({ node: _node, ...props }) => (
      <strong className="font-semibold text-slate-900" {...props} />
    ),
    blockquote: ({ node: _node, ...props }) => (
      <blockquote
        className="my-4 border-l-4 border-indigo-200 pl-4 text-slate-600 italic"
        {...props}
      />
    ),
    hr: () => <hr className="my-8 border-slate-200" />,
    pre: ({ node: _node, ...props }) => (
      <pre
        className="fixed-palette my-4 overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
        {...props}
      />
    ),
    code: ({ node: _node, ...props }) => (
      <code
        className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-800"
        {...props}
      />
    ),
    // An emptied address leaves no src at all (React ignores src="").
    img: ({ node: _node, alt, src, ...props }) => (
      <img
        {...props}
        src={src || undefined}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        className="my-4 h-auto max-w-full rounded-lg"
      />
    ),
    table: ({ node: _node, ...props }) => (
      <div className="my-4 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm" {...props} />
      </div>
    ),
    th: ({ node: _node, ...props }) => (
      <th
        className="border-b-2 border-slate-200 px-3 py-2 font-semibold text-slate-900"
        {...props}
      />
    ),
    td: ({ node: _node, ...props }) => (
      <td className="border-b border-slate-100 px-3 py-2 text-slate-700" {...props} />
    ),
  }
}

const REMARK_PLUGINS = [remarkGfm]

const componentsByHeadings = new Map<string, Components>()
function componentsFor(shift: number, top: number, userContent: boolean): Components {
  const key = `${shift}:${top}:${userContent}`
  let components = componentsByHeadings.get(key)
  if (!components) {
    components = buildComponents(shift, top, userContent)
    componentsByHeadings.set(key, components)
  }
  return components
}

/** Markdown as one piece. */
const whole = (markdown: string) => [markdown]

export interface MarkdownProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  children: string
  /** Added to every heading level (the result stays between `topHeadingLevel` and h6). */
  headingShift?: number
  /** The highest heading the text may make: h2 (under the page's h1) unless it sits deeper. */
  topHeadingLevel?: number
  /**
   * Cuts the text into parts that each parse on their own (a brief's
   * sections). In a transition render React can then yield to the browser
   * between parts instead of parsing a long text in one long task.
   */
  split?: (markdown: string) => string[]
  /**
   * Which addresses links and images keep: react-markdown's default
   * (relative, http, https, irc, ircs, mailto and xmpp), or `web`: only
   * absolute http(s) and mailto (see webOnlyUrlTransform).
   */
  urls?: 'default' | 'web'
  /** Written by a learner (a review): external links get `rel="nofollow ugc"` too. */
  userContent?: boolean
}

/**
 * Markdown rendered the way challenge briefs are (GitHub flavour: task
 * lists, tables, autolinks). No raw HTML; link and image addresses that are
 * not allowed (see `urls`) are emptied.
 */
export function Markdown({
  children,
  headingShift = 1,
  topHeadingLevel = 2,
  split = whole,
  urls = 'default',
  userContent = false,
  className = '',
  ...props
}: MarkdownProps) {
  const components = componentsFor(headingShift, topHeadingLevel, userContent)
  const urlTransform = urls === 'web' ? webOnlyUrlTransform : undefined
  return (
    <div className={`text-base [overflow-wrap:anywhere] ${className}`} {...props}>
      {split(children).map((part, index) => (
        <ReactMarkdown
          key={index}
          remarkPlugins={REMARK_PLUGINS}
          components={components}
          urlTransform={urlTransform}
        >
          {part}
        </ReactMarkdown>
      ))}
    </div>
  )
}
