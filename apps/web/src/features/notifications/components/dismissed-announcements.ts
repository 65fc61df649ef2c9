import { useCallback, useState } from 'react'

/** localStorage key: the ids of the announcements the member dismissed on this device. */
export const DISMISSED_KEY = 'dismissedAnnouncements'

export function readDismissed(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []
  } catch {
    return []
  }
}

function writeDismissed(ids: number[]) {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(ids))
  } catch {
    // storage blocked: dismissed until the page is reloaded
  }
}

/**
 * The dismissed ids, and dismissing one more. Ids of announcements no longer shown (`current`, the
 * ids the server answered) are forgotten when one is dismissed, so the list never grows past the
 * announcements of the moment.
 */
export function useDismissedAnnouncements() {
  const [dismissed, setDismissed] = useState(readDismissed)
  const dismiss = useCallback((id: number, current: readonly number[]) => {
    const next = [...readDismissed().filter((kept) => current.includes(kept)), id]
    writeDismissed(next)
    setDismissed(next)
  }, [])
  return { dismissed, dismiss }
}
