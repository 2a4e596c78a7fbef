/** One learner's story. */
export function Testimonial() {
  return (
    <section aria-labelledby="testimonial-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id="testimonial-title" className="sr-only">
          What a learner says
        </h2>
        <figure className="relative rounded-3xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-12 sm:py-14">
          <svg
            aria-hidden="true"
            viewBox="0 0 32 32"
            width="40"
            height="40"
            className="absolute -top-5 left-6 size-10 text-indigo-600 sm:left-12"
            fill="currentColor"
          >
            <path d="M12.6 6C7.2 8.4 4 12.7 4 18.3 4 23 6.8 26 10.4 26c3 0 5.3-2.2 5.3-5.2 0-2.9-2-4.9-4.7-4.9-.6 0-1.1.1-1.4.2.6-3 3.2-5.8 6-7.3L12.6 6Zm13.6 0c-5.4 2.4-8.6 6.7-8.6 12.3 0 4.7 2.8 7.7 6.4 7.7 3 0 5.3-2.2 5.3-5.2 0-2.9-2-4.9-4.7-4.9-.6 0-1.1.1-1.4.2.6-3 3.2-5.8 6-7.3L26.2 6Z" />
          </svg>
          <blockquote className="text-xl leading-8 font-medium text-pretty text-slate-900 sm:text-2xl sm:leading-9">
            <p>
              “I was stuck watching tutorials and never finishing anything. Frontloop gave me real
              projects with a clear brief, and the code reviews showed me exactly what to fix. Three
              months later I had a portfolio I was proud of and my first front-end job offer.”
            </p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full bg-linear-to-br from-indigo-500 to-fuchsia-500 text-base font-bold text-white"
            >
              MO
            </span>
            <span>
              <span className="block font-semibold text-slate-900">Maya Okafor</span>
              <span className="block text-slate-600">
                Junior Front-end Developer, Frontloop learner
              </span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
