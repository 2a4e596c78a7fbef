import { Link } from 'react-router'

/**
 * The Frontloop mark. It is the favicon file itself: the browser has it
 * already, and it keeps the SVG paths out of the JavaScript.
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" width={32} height={32} className={className} />
}

interface LogoProps {
  /** Text colour of the word mark. */
  tone?: 'dark' | 'light'
}

/** Logo linking home. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <Link
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 ${
        tone === 'light' ? 'text-white' : 'text-slate-900'
      }`}
    >
      <LogoMark />
      <span>Frontloop</span>
    </Link>
  )
}
