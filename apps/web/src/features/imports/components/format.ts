// Counts, sizes and days follow the chosen language.
export { formatCount, formatDay, formatCompact, formatNumber, formatDateTime } from '../../../lib/format.ts'

/** A file size the way people read it: "820 KB", "12.4 MB". */
export function formatBytes(bytes: number, language?: string) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}
