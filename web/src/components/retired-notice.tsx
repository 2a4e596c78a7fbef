const WHAT = {
  challenge: {
    title: 'This challenge was retired.',
    body: 'It is no longer in the catalogue and takes no new progress. What learners did on it (their progress, solutions and posts) is kept.',
  },
  post: {
    title: 'This post was retired.',
    body: 'It is no longer in the blog or its learning paths. It stays here for the links that point to it.',
  },
  path: {
    title: 'This learning path was retired.',
    body: 'It is no longer in the catalogue and takes no new enrollments. Learners who followed it keep their progress and what they completed.',
  },
} as const

/** Said on the page of content that left the catalogue (docs/screens.md, "Retired content"). */
export function RetiredNotice({
  what,
  className = '',
}: {
  what: keyof typeof WHAT
  className?: string
}) {
  const text = WHAT[what]
  return (
    <div
      role="note"
      className={`rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 ${className}`}
    >
      <p className="font-semibold">{text.title}</p>
      <p className="mt-1">{text.body}</p>
    </div>
  )
}
