import { SectionHeading } from './section-heading'

const STEPS = [
  {
    title: 'Master the fundamentals',
    text: 'Build a solid base in semantic HTML, modern CSS and JavaScript with focused beginner challenges.',
  },
  {
    title: 'Build real projects',
    text: 'Apply what you know to realistic projects with real data, state, and layouts that work on every screen.',
  },
  {
    title: 'Get expert review',
    text: 'Submit your repository and live demo, get feedback, and refine your work until it is production-ready.',
  },
] as const

export function PathToMastery() {
  return (
    <section aria-labelledby="mastery-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="mastery-title" eyebrow="How it works" title="Path to mastery">
          Three steps, repeated at every level, take you from learning to shipping.
        </SectionHeading>
        <ol className="relative mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {/* Connector between the step numbers on wide screens. */}
          <span
            aria-hidden="true"
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-indigo-200 md:block"
          />
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-indigo-600 text-xl font-bold text-white ring-8 ring-white">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 max-w-xs text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
