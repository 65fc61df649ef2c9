export const MINUTE_MS = 60_000
export const DAY_MS = 86_400_000

/** The local day number (days since 1970-01-01) of an instant, for a UTC offset in minutes. */
export function localDay(utcMs: number, offsetMinutes: number): number {
  return Math.floor((utcMs + offsetMinutes * MINUTE_MS) / DAY_MS)
}

export function dayToIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** UTC midnight of a `YYYY-MM-DD` date (the first ten characters of `text`), or NaN. */
export function isoDateToUtcMs(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (!match) return Number.NaN
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The UTC offset, in minutes, of an IANA zone at an instant. Answers are cached per quarter hour,
 * the finest step any zone's offset changes at, because a minute-level export asks for every
 * minute of years.
 */
export function zoneOffsetFinder(timeZone: string): (utcMs: number) => number {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  const zone = formatter
  const cache = new Map<number, number>()
  return (utcMs) => {
    const quarter = Math.floor(utcMs / (15 * MINUTE_MS))
    let offset = cache.get(quarter)
    if (offset === undefined) {
      const at = quarter * 15 * MINUTE_MS
      const parts: Record<string, number> = {}
      for (const part of zone.formatToParts(at)) parts[part.type] = Number(part.value)
      const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!)
      offset = Math.round((wall - at) / MINUTE_MS)
      cache.set(quarter, offset)
    }
    return offset
  }
}
