import type { DeleteMeInput } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { api, downloadFile } from '../../../lib/api-client.ts'

/** Fetches the member's data and hands the zip to the browser to save. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await downloadFile('/api/me/export')
      const url = URL.createObjectURL(blob)
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
      link.click()
      // After the click has handed the file to the browser's download.
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
}

/** Deletes the account; the server ends the session (the caller forgets the login once it has left the page). */
export function useDeleteMe() {
  return useMutation({
    mutationFn: async (input: DeleteMeInput) => {
      await api.DELETE('/api/me', { body: input })
    },
  })
}
