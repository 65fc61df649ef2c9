/** A date and time the way the reader's language writes it, e.g. "Mar 10, 2026, 2:30 PM". */
export function formatDateTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
]

/** How far an instant is from now, e.g. "in 2 days" or "3 hours ago". */
export function formatRelative(iso: string, language: string, now: Date = new Date()) {
  const difference = Date.parse(iso) - now.getTime()
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(difference) >= ms) ?? UNITS[UNITS.length - 1]!
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(difference / size), unit)
}
