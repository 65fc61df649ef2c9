/**
 * What this browser last saw of the member's achievements, so a new one is celebrated once, on
 * whichever page the member is. Kept in the browser, not on the server: reading achievements
 * never writes, and a second device celebrating again is no harm.
 */
const seenKey = (userId: number) => `achievementsSeen:${userId}`

/**
 * The achievements earned since the browser last looked (newest first, as `earned` is), and what
 * it has now seen. A browser that never looked celebrates nothing: the first look takes the
 * member's whole history as seen, rather than greeting them with years of badges.
 */
export function newlyEarned(seen: readonly string[] | null, earned: readonly string[]) {
  if (seen === null) return { fresh: [], seen: [...earned] }
  const before = new Set(seen)
  const fresh = earned.filter((key) => !before.has(key))
  return { fresh, seen: fresh.length === 0 ? [...seen] : [...seen, ...fresh] }
}

export function readSeen(userId: number): string[] | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(seenKey(userId)) ?? 'null')
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : null
  } catch {
    return null
  }
}

export function writeSeen(userId: number, keys: readonly string[]) {
  try {
    localStorage.setItem(seenKey(userId), JSON.stringify(keys))
  } catch {
    // A full or blocked storage only means the next look may celebrate again.
  }
}
