const COMPANIES = ['Google', 'Microsoft', 'Shopify', 'Spotify', 'Airbnb', 'Netflix'] as const

/** Company names as plain text badges. */
export function TrustBadges() {
  return (
    <section aria-labelledby="trust-title" className="border-y border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="trust-title"
          className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Our learners work at
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {COMPANIES.map((company) => (
            <li
              key={company}
              className="text-xl font-bold tracking-tight text-slate-500 sm:text-2xl"
            >
              {company}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
