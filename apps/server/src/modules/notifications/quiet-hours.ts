import type { QuietMinutes } from './preferences.service.ts'

const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** Minutes after midnight at `instant` on a clock in `timeZone`. */
export function minuteOfDay(instant: Date, timeZone: string): number {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clockFormats.set(timeZone, format)
  }
  const [hour, minute] = format.format(instant).split(':').map(Number) as [number, number]
  return hour * 60 + minute
}

/**
 * When the member's quiet hours around `now` end, or undefined when `now` is outside them. Hours
 * that pass midnight (22:00–07:00) are quiet before their end and after their start. The end is
 * the first instant the member's clock shows it, also across a change to or from summer time.
 */
export function quietUntil(now: Date, quiet: QuietMinutes | null, timeZone: string): Date | undefined {
  if (!quiet) return undefined
  const minute = minuteOfDay(now, timeZone)
  const inside =
    quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to
  if (!inside) return undefined
  const startOfMinute = now.getTime() - (now.getTime() % 60_000)
  let end = new Date(startOfMinute + ((quiet.to - minute + 1440) % 1440) * 60_000)
  // A change of the clocks in between moves the end by the change (usually an hour).
  const drift = minuteOfDay(end, timeZone) - quiet.to
  if (drift !== 0) end = new Date(end.getTime() - (((drift + 720 + 1440) % 1440) - 720) * 60_000)
  return end
}
