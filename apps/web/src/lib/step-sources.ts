import type { DaySource, HistoryDay, ImportFormat } from '@stepup/contract'

/**
 * The `common` key that names where a day's steps came from: an import by its format ("Apple
 * Health import"), every other source by itself ("Watch sync").
 */
export function sourceLabelKey(source: DaySource, importFormat?: ImportFormat | null) {
  if (source === 'import' && importFormat) return `sources.formats.${importFormat}`
  return `sources.${source}`
}

/** The sources of a day other than the one that counts, each with its count, highest first. */
export function otherSources(day: Pick<HistoryDay, 'source' | 'sources'>) {
  return day.sources.filter((entry) => entry.source !== day.source)
}

/** `list` with the item at `index` moved `by` places (−1 up, +1 down), or unchanged at an edge. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}
