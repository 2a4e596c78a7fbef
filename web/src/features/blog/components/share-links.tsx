import type { ComponentType, SVGProps } from 'react'
import { LinkedInIcon, TwitterIcon } from '@/components/icons/social-icons'
import { shareLinks, type ShareLink } from '../lib/share-links'

/** Facebook mark, decorative. */
function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z" />
    </svg>
  )
}

const ICONS: Record<ShareLink['network'], ComponentType<SVGProps<SVGSVGElement>>> = {
  x: TwitterIcon,
  facebook: FacebookIcon,
  linkedin: LinkedInIcon,
}

/** Links sharing the post on X, Facebook and LinkedIn, each in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 id="share-heading" className="text-sm font-semibold text-slate-900">
        Share this post
      </h2>
      <ul aria-labelledby="share-heading" className="flex gap-2">
        {shareLinks(url, title).map((link) => {
          const Icon = ICONS[link.network]
          return (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                title={link.label}
                className="inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-600 transition-colors hover:border-indigo-200 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Icon />
              </a>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
