import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** GET /api/users/export: everything Frontloop holds about the learner, as a JSON file. */
export async function exportData(): Promise<Blob> {
  const document = await api.get<unknown>('/api/users/export')
  return new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' })
}

/** Saves `blob` as `filename` through a temporary object URL and `<a download>`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Fetches the export and downloads it as `frontloop-<login>.json`. */
export function useExportData(login: string) {
  return useMutation({
    mutationFn: exportData,
    onSuccess: (blob) => downloadBlob(blob, `frontloop-${login}.json`),
  })
}
