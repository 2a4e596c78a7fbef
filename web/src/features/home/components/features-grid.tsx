import type { ReactNode } from 'react'
import { SectionHeading } from './section-heading'

interface Feature {
  title: string
  description: string
  icon: ReactNode
}

const iconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

const FEATURES: Feature[] = [
  {
    title: 'Industry-aligned projects',
    description:
      'Build challenges modelled on the work product teams ship every day: responsive layouts, accessible components and apps that talk to real APIs.',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="4" width="18" height="14" rx="2" />
        <path d="M3 8h18M8 21h8M12 18v3M9.5 11.5 7.5 13.5l2 2M14.5 11.5l2 2-2 2" />
      </svg>
    ),
  },
  {
    title: 'Expert code reviews',
    description:
      'Get feedback on your solutions from experienced developers, so you learn not only what good code looks like but why.',
    icon: (
      <svg {...iconProps}>
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    ),
  },
  {
    title: 'Structured growth path',
    description:
      'Follow learning paths that take you step by step from the fundamentals to advanced, production-ready skills, with your progress tracked.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 19h16M6 15l4-4 3 3 5-6" />
        <path d="M15 8h3v3" />
      </svg>
    ),
  },
  {
    title: 'Portfolio building',
    description:
      'Every challenge you complete is a live project with its own repository and demo, ready to show to the teams you want to join.',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="7" width="18" height="13" rx="2" />
        <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
      </svg>
    ),
  },
]

export function FeaturesGrid() {
  return (
    <section aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Why Frontloop"
          title="Everything you need to grow as a front-end developer"
        >
          Practice that feels like the job, feedback that makes you better, and a plan that keeps
          you moving.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
                {feature.icon}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
