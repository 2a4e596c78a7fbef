/**
 * The heading and introduction of /challenges, also the page's first view
 * in the server's HTML (src/shell/first-views.tsx).
 */
export function ChallengesIntro() {
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Challenges</h1>
      <p className="mt-4 text-lg text-pretty text-slate-600">
        Build real interfaces, one challenge at a time. Each brief comes with user stories,
        acceptance criteria and design notes; pick a level and a topic, then ship it to your
        portfolio.
      </p>
    </div>
  )
}
