import { Markdown, type MarkdownProps } from '@/components/markdown'
import { briefSections } from '../lib/brief'

type ChallengeMarkdownProps = Omit<MarkdownProps, 'split' | 'urls' | 'topHeadingLevel'>

/**
 * A challenge brief rendered from Markdown (GitHub flavour: task lists,
 * tables, autolinks). No raw HTML; link and image addresses go through
 * react-markdown's default urlTransform, which keeps only relative URLs
 * and http, https, irc, ircs, mailto and xmpp (docs/screens.md): others are emptied.
 * One parse per section, so React can yield between them.
 */
export function ChallengeMarkdown(props: ChallengeMarkdownProps) {
  return <Markdown {...props} split={briefSections} />
}
