import { ButtonLink } from '@/components/ui/button'

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="fixed-palette mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-indigo-700 via-indigo-800 to-slate-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <h2
          id="cta-title"
          className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          Ready to build your next project?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Pick a challenge, ship it, get feedback, repeat. Your portfolio grows with every step.
        </p>
        <div className="mt-8 flex justify-center">
          {signedIn ? (
            <ButtonLink to="/challenges" variant="light" size="lg">
              Start Learning Now
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="light" size="lg">
              Get Started Free
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  )
}
