const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** SPEC §9: a dollar sign and two decimals, `$1,234.56`. */
export const formatMoney = (amount: number) => money.format(amount)

export const formatCount = (value: number) => whole.format(value)

/** A `YYYY-MM-DD` day as the reader's short date, without shifting it through a time zone. */
export function formatDay(day: string, language: string, style: 'short' | 'medium' = 'medium') {
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    ...(style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
  }).format(new Date(Date.UTC(year!, month! - 1, date!)))
}

/** Today as `YYYY-MM-DD` on the reader's clock. */
export function localToday(now = new Date()) {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
