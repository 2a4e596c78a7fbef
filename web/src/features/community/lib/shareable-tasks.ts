import type { LearnerTaskRecord } from '../types'

/** A challenge the learner may share about, as the share form offers it. */
export interface ShareableTask {
  id: number
  title: string
  status: 'in_progress' | 'completed'
  /** "{title} (Completed)" or "{title} (In Progress)". */
  label: string
}

const STATUS_LABELS: Record<ShareableTask['status'], string> = {
  completed: 'Completed',
  in_progress: 'In Progress',
}

const isShareable = (status: string): status is ShareableTask['status'] =>
  status === 'in_progress' || status === 'completed'

const recordTitle = (record: LearnerTaskRecord) =>
  record.title.trim() || record.slug.trim() || `Challenge ${record.task_id}`

/**
 * The started and completed challenges of the learner's records (saved ones
 * cannot be shared about), each labelled with its status, in title order.
 */
export function shareableTasks(records: readonly LearnerTaskRecord[]): ShareableTask[] {
  return records
    .flatMap((record) => {
      if (!isShareable(record.status)) return []
      const title = recordTitle(record)
      return [
        {
          id: record.task_id,
          title,
          status: record.status,
          label: `${title} (${STATUS_LABELS[record.status]})`,
        },
      ]
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en-US'))
}
