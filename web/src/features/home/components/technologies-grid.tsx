import { SectionHeading } from './section-heading'

/** The technologies the challenges cover, in the order of docs/screens.md. */
const TECHNOLOGIES = [
  { name: 'React', badge: 'Re', className: 'bg-sky-100 text-sky-800' },
  { name: 'JavaScript', badge: 'JS', className: 'bg-amber-100 text-amber-900' },
  { name: 'TypeScript', badge: 'TS', className: 'bg-blue-100 text-blue-800' },
  { name: 'HTML5', badge: 'H5', className: 'bg-orange-100 text-orange-800' },
  { name: 'CSS3', badge: 'C3', className: 'bg-indigo-100 text-indigo-800' },
  { name: 'Sass', badge: 'Sa', className: 'bg-pink-100 text-pink-800' },
  { name: 'Tailwind', badge: 'Tw', className: 'bg-cyan-100 text-cyan-800' },
  { name: 'Vue.js', badge: 'Vu', className: 'bg-emerald-100 text-emerald-800' },
  { name: 'Git', badge: 'Git', className: 'bg-red-100 text-red-800' },
  { name: 'Redux', badge: 'Rx', className: 'bg-violet-100 text-violet-800' },
  { name: 'Next.js', badge: 'N', className: 'bg-slate-200 text-slate-900' },
  { name: 'Angular', badge: 'Ng', className: 'bg-rose-100 text-rose-800' },
] as const

export function TechnologiesGrid() {
  return (
    <section aria-labelledby="technologies-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="technologies-title"
          eyebrow="Technologies"
          title="Master the tools teams hire for"
        >
          From the building blocks of the web to the frameworks behind today's products.
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
          {TECHNOLOGIES.map((tech) => (
            <li
              key={tech.name}
              className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-2 py-5 text-center shadow-sm sm:px-4 sm:py-6"
            >
              <span
                aria-hidden="true"
                className={`flex size-12 items-center justify-center rounded-xl font-mono text-sm font-bold ${tech.className}`}
              >
                {tech.badge}
              </span>
              <span className="text-sm font-semibold text-slate-900 sm:text-base">{tech.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
