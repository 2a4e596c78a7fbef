import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { PageMeta } from '@/components/page-meta'
import { PAGES } from '@/app/pages'
import { useShareableTasks } from '../api/get-shareable-tasks'
import { SharePostForm } from '../components/share-post-form'

/** /community/share (signed-in only): share work on a started or completed challenge. */
export function SharePostPage() {
  const tasks = useShareableTasks()

  useEffect(() => {
    if (tasks.isError) toast.error('Failed to load your tasks', { id: 'share-tasks-error' })
  }, [tasks.isError, tasks.errorUpdatedAt])

  return (
    <>
      <PageMeta {...PAGES.sharePost.meta} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Link
          to="/community"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span aria-hidden="true">←</span> Back to community
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Share a post
        </h1>
        <p className="mt-4 text-lg text-pretty text-slate-600">
          Show the community what you built for a challenge: how it works, what you learned, and the
          code behind it if you like.
        </p>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <SharePostForm
            tasks={tasks.data}
            tasksFailed={tasks.isError}
            onRetryTasks={() => void tasks.refetch()}
          />
        </div>
      </div>
    </>
  )
}
