import { useId, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { Button } from '@/components/ui/button'
import { useCreateComment } from '../api/create-comment'
import { formErrorDetail, MAX_COMMENT_CHARS } from '../lib/post-text'

/** Adds a comment to a post; blank text cannot be sent (docs/screens.md). */
export function CommentForm({ postId }: { postId: number }) {
  const fieldId = useId()
  const errorId = useId()
  const createComment = useCreateComment(postId)
  const [content, setContent] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const blank = content.trim() === ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (blank || createComment.isPending) return
    setServerError(null)
    createComment.mutate(content, {
      onSuccess: () => {
        toast.success('Comment added successfully!')
        setContent('')
      },
      onError: (error) => {
        toast.error('Failed to add comment')
        setServerError(formErrorDetail(error))
      },
    })
  }

  return (
    <form onSubmit={onSubmit} className="mt-6">
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        name="content"
        rows={3}
        maxLength={MAX_COMMENT_CHARS}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-describedby={serverError ? errorId : undefined}
        placeholder="Share feedback, ask a question or cheer them on…"
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600"
      />
      {serverError && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-rose-700">
          {serverError}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={blank || createComment.isPending}>
          {createComment.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  )
}
