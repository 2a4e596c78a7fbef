import { absoluteTaskImageUrl } from '@/lib/task-image'

/**
 * Backgrounds for a post whose challenge has no picture (or whose picture
 * fails): one per task, always the same for the same task.
 */
export const TASK_GRADIENTS = [
  'from-indigo-500 to-purple-600',
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-orange-600',
  'from-rose-500 to-pink-600',
  'from-fuchsia-500 to-violet-600',
] as const

/** The gradient of a task: index = task id modulo the palette's size. */
export function taskGradient(taskId: number): string {
  const n = TASK_GRADIENTS.length
  const index = Number.isFinite(taskId) ? ((Math.trunc(taskId) % n) + n) % n : 0
  return TASK_GRADIENTS[index]
}

/**
 * Where a post's task picture comes from (docs/screens.md): its image_url, made
 * absolute when relative, then once from the uploads folder under the same
 * file name. Empty when there is no usable picture (the gradient shows).
 */
export function taskVisualSources(
  imageUrl: string | null | undefined,
  origin: string = window.location.origin,
): string[] {
  const own = absoluteTaskImageUrl(imageUrl, origin)
  if (!own) return []
  const fileName = new URL(own).pathname.split('/').filter(Boolean).pop()
  if (!fileName) return [own]
  const uploads = `${origin}/uploads/tasks/${fileName}`
  return uploads === own ? [own] : [own, uploads]
}
