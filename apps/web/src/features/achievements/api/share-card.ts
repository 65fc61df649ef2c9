import type { Language } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/api-client.ts'

export interface ShareCardInput {
  key: string
  /** The achievement's name in the reader's language: the shared text and the file's title. */
  name: string
  language: Language
}

/** How the card left: handed to the device's share sheet, saved as a file, or the sheet was closed. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled'

/**
 * Fetches the member's card of an achievement (a PNG the server draws in their language) and
 * hands it to the device's share sheet where the browser can share files (phones, some
 * desktops); elsewhere the browser saves it.
 */
export async function shareAchievementCard({ key, name, language }: ShareCardInput): Promise<ShareOutcome> {
  const { blob, fileName } = await downloadFile('/api/me/achievements/{key}/card.png', {
    params: { path: { key }, query: { lang: language } },
  })
  const file = new File([blob], fileName, { type: 'image/png' })
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name, text: name })
      return 'shared'
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      throw error
    }
  }
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return 'downloaded'
}

export const useShareAchievementCard = () => useMutation({ mutationFn: shareAchievementCard })
