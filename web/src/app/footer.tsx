import { useState, type ComponentType, type SVGProps } from 'react'
import { Link } from 'react-router'
import { GitHubIcon } from '@/components/icons/github-icon'
import { LinkedInIcon, TwitterIcon } from '@/components/icons/social-icons'
import { Logo } from '@/components/logo'
import { SOCIAL_LINKS } from '@/lib/config'

const QUICK_LINKS = [
  { to: '/challenges', label: 'Challenges' },
  { to: '/blog', label: 'Blog' },
  { to: '/profile', label: 'Profile' },
] as const

const SOCIAL: { href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: SOCIAL_LINKS.github, label: 'Frontloop on GitHub', Icon: GitHubIcon },
  { href: SOCIAL_LINKS.twitter, label: 'Frontloop on Twitter', Icon: TwitterIcon },
  { href: SOCIAL_LINKS.linkedin, label: 'Frontloop on LinkedIn', Icon: LinkedInIcon },
]

const linkClass =
  'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export function Footer() {
  const [year] = useState(() => new Date().getFullYear())

  return (
    <footer className="fixed-palette bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 md:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Frontloop is where front-end developers practise with hands-on challenges, follow
            learning paths, get their work reviewed and grow alongside a community that ships.
          </p>
        </div>

        <nav aria-label="Quick Links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold text-white">Follow us</h2>
          <ul className="mt-4 flex gap-3">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={`flex size-10 items-center justify-center rounded-lg bg-white/5 ${linkClass}`}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} Frontloop. All rights reserved.</p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
