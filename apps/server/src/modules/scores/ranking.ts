export interface Scored {
  total: number
  username: string
  userId: number
}

/** Leaderboard order: total descending, then username, then id so the order is total. */
export function compareForBoard(a: Scored, b: Scored): number {
  if (a.total !== b.total) return b.total - a.total
  if (a.username !== b.username) return a.username < b.username ? -1 : 1
  return a.userId - b.userId
}

/**
 * Standard competition ranking (1, 2, 2, 4): equal totals share a rank and the next rank
 * skips. Returns the entries sorted with their rank.
 */
export function rankByTotal<T extends Scored>(entries: readonly T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort(compareForBoard)
  let rank = 0
  return sorted.map((entry, index) => {
    if (index === 0 || entry.total !== sorted[index - 1]!.total) rank = index + 1
    return { ...entry, rank }
  })
}
