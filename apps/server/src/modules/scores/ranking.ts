/**
 * Standard competition ranks (1, 2, 2, 4) for rows already in board order: equal scores share a
 * rank and the next rank skips. For a page further down a board, `offset` is the place of its
 * first row and `firstRank` that row's rank (it may tie with rows on the page before). Every board
 * ranks with it: members', teams' and competitions'.
 */
export function rank<T>(
  sorted: readonly T[],
  scoreOf: (row: T) => number,
  page: { offset: number; firstRank: number } = { offset: 0, firstRank: 1 },
): (T & { rank: number })[] {
  const ranked: (T & { rank: number })[] = []
  sorted.forEach((row, index) => {
    const previous = ranked[index - 1]
    const tied = previous !== undefined && scoreOf(sorted[index - 1]!) === scoreOf(row)
    const place = index === 0 ? page.firstRank : page.offset + index + 1
    ranked.push({ ...row, rank: tied ? previous.rank : place })
  })
  return ranked
}
