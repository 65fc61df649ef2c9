import type { Language } from '@stepup/contract'
import { useMutation } from '@tanstack/react-query'
import { downloadFile } from '../../../lib/api-client.ts'

export interface ShareCardInput {
  key: string
  /** The achievement's name in the reader's language: the file's title. */
  name: string
  /** What the share sheet passes on with the card: the name, or whose achievement it is and its name. */
  text?: string
  language: Language
  /** Another member's card, as they let the reader see their achievements; without it, the reader's own. */
  userId?: number
}

/** How the card left: handed to the device's share sheet, saved as a file, or the sheet was closed. */
export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled'

/**
 * Fetches the card of an achievement, the member's own or another member's (a PNG the server
 * draws in the reader's language), and hands it to the device's share sheet where the browser can
 * share files (phones, some desktops); elsewhere the browser saves it.
 */
export async function shareAchievementCard({
  key,
  name,
  text = name,
  language,
  userId,
}: ShareCardInput): Promise<ShareOutcome> {
  const query = { lang: language }
  const { blob, fileName } =
    userId === undefined
      ? await downloadFile('/api/me/achievements/{key}/card.png', { params: { path: { key }, query } })
      : await downloadFile('/api/users/{id}/achievements/{key}/card.png', {
          params: { path: { id: userId, key }, query },
        })
  const file = new File([blob], fileName, { type: 'image/png' })
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name, text })
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
