import { useId, useRef, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router'
import { Button, ButtonLink } from '@/components/ui/button'
import { useCreatePost } from '../api/create-post'
import { formErrorDetail, MAX_CODE_CHARS, MAX_POST_CHARS } from '../lib/post-text'
import type { ShareableTask } from '../lib/shareable-tasks'
import type { NewPost } from '../types'
import { Switch } from './switch'

const CONTENT_REQUIRED = 'Please enter some content'
const TASK_REQUIRED = 'Please select a task'

interface SharePostFormProps {
  /** Undefined while they load. */
  tasks: ShareableTask[] | undefined
  tasksFailed: boolean
  onRetryTasks: () => void
}

interface FieldErrors {
  content?: string
  task?: string
}

const fieldClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 ${
    invalid
      ? 'border-rose-600 focus:outline-rose-600'
      : 'border-slate-300 focus:border-indigo-600 focus:outline-indigo-600'
  }`

/** The field's error first (when there is one), then its hint. */
const describedBy = (errorId: string, error: string | undefined, hintId: string) =>
  error ? `${errorId} ${hintId}` : hintId

/**
 * What the learner shares: text, the challenge it is about and, when they
 * switch it on, code. Rules (docs/screens.md): content non-blank after trimming, a
 * task chosen, code sent only when switched on and non-blank. Nothing typed
 * is lost on an error.
 */
export function SharePostForm({ tasks, tasksFailed, onRetryTasks }: SharePostFormProps) {
  const ids = {
    content: useId(),
    contentHint: useId(),
    contentError: useId(),
    task: useId(),
    taskHint: useId(),
    taskError: useId(),
    code: useId(),
  }
  const navigate = useNavigate()
  const createPost = useCreatePost()
  const [content, setContent] = useState('')
  const [taskId, setTaskId] = useState('')
  const [withCode, setWithCode] = useState(false)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const taskRef = useRef<HTMLSelectElement>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (createPost.isPending) return
    const next: FieldErrors = {}
    if (!content.trim()) next.content = CONTENT_REQUIRED
    if (!taskId) next.task = TASK_REQUIRED
    setErrors(next)
    setServerError(null)
    if (next.content || next.task) {
      if (next.content) toast.error(next.content)
      if (next.task) toast.error(next.task)
      ;(next.content ? contentRef : taskRef).current?.focus()
      return
    }

    const post: NewPost = { content, taskId: Number(taskId) }
    if (withCode && code.trim()) post.code = code
    createPost.mutate(post, {
      onSuccess: () => {
        toast.success('Post shared successfully!')
        void navigate('/community')
      },
      onError: (error) => {
        toast.error('Failed to share post')
        setServerError(formErrorDetail(error))
      },
    })
  }

  const noTasks = tasks !== undefined && tasks.length === 0

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {serverError && (
        <div
          role="alert"
          className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800"
        >
          <p className="font-semibold">Your post could not be shared.</p>
          <p className="mt-1">{serverError}</p>
        </div>
      )}

      <div>
        <label htmlFor={ids.content} className="block text-sm font-semibold text-slate-900">
          What did you build?
        </label>
        <p id={ids.contentHint} className="mt-1 text-sm text-slate-600">
          Tell the community what you made, what you learned or where you need a hand.
        </p>
        <textarea
          ref={contentRef}
          id={ids.content}
          name="content"
          rows={6}
          maxLength={MAX_POST_CHARS}
          value={content}
          onChange={(event) => {
            setContent(event.target.value)
            if (errors.content) setErrors((current) => ({ ...current, content: undefined }))
          }}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(ids.contentError, errors.content, ids.contentHint)}
          placeholder="I built an accessible accordion with the details element…"
          className={`mt-2 ${fieldClasses(Boolean(errors.content))}`}
        />
        {errors.content && (
          <p id={ids.contentError} className="mt-2 text-sm font-medium text-rose-700">
            {errors.content}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={ids.task} className="block text-sm font-semibold text-slate-900">
          Task
        </label>
        <p id={ids.taskHint} className="mt-1 text-sm text-slate-600">
          The challenge this post is about: one you have started or completed.
        </p>
        <select
          ref={taskRef}
          id={ids.task}
          name="taskId"
          value={taskId}
          disabled={tasks === undefined}
          onChange={(event) => {
            setTaskId(event.target.value)
            if (errors.task) setErrors((current) => ({ ...current, task: undefined }))
          }}
          aria-required="true"
          aria-invalid={errors.task ? true : undefined}
          aria-describedby={describedBy(ids.taskError, errors.task, ids.taskHint)}
          className={`mt-2 ${fieldClasses(Boolean(errors.task))}`}
        >
          <option value="">Select a task</option>
          {tasks?.map((task) => (
            <option key={task.id} value={String(task.id)}>
              {task.label}
            </option>
          ))}
        </select>
        {errors.task && (
          <p id={ids.taskError} className="mt-2 text-sm font-medium text-rose-700">
            {errors.task}
          </p>
        )}
        {tasks === undefined && !tasksFailed && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Loading your tasks...
          </p>
        )}
        {tasksFailed && tasks === undefined && (
          <p className="mt-2 text-sm text-slate-700">
            Your tasks could not be loaded.{' '}
            <button
              type="button"
              onClick={onRetryTasks}
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              Try again
            </button>
          </p>
        )}
        {noTasks && (
          <p className="mt-2 text-sm text-slate-700">
            You have not started any challenges yet. Start one to share your work:{' '}
            <Link
              to="/challenges"
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              browse the challenges
            </Link>
            .
          </p>
        )}
      </div>

      <div className="space-y-4">
        <Switch
          checked={withCode}
          onChange={setWithCode}
          label="Add code"
          description="Share a snippet of your solution with the post."
        />
        {withCode && (
          <div>
            <label htmlFor={ids.code} className="block text-sm font-semibold text-slate-900">
              Code
            </label>
            <textarea
              id={ids.code}
              name="code"
              rows={10}
              maxLength={MAX_CODE_CHARS}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              placeholder="// Paste your code here"
              className={`mt-2 font-mono text-sm ${fieldClasses(false)}`}
            />
          </div>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <ButtonLink to="/community" variant="outline">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={createPost.isPending}>
          {createPost.isPending ? 'Sharing...' : 'Share Post'}
        </Button>
      </div>
    </form>
  )
}
