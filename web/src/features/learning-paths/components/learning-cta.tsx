import { ButtonLink } from '@/components/ui/button'

/** Where to go next beside the paths: the challenges and the blog. */
export function LearningCta() {
  return (
    <section
      aria-labelledby="learning-cta-title"
      className="fixed-palette mt-16 rounded-2xl bg-slate-900 px-6 py-10 text-center sm:px-10 sm:py-12"
    >
      <h2
        id="learning-cta-title"
        className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
      >
        Prefer to learn your own way?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-300">
        Pick any challenge to practise on, or read the articles that the paths are built from.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/challenges" variant="light" size="lg">
          Browse Challenges
        </ButtonLink>
        <ButtonLink to="/blog" variant="outline-light" size="lg">
          Read the Blog
        </ButtonLink>
      </div>
    </section>
  )
}
