import fs from 'node:fs/promises'
import type { DetectedFile, ImportFormat } from './export-types.ts'
import { ImportFileError } from './import-file-error.ts'
import { assertNoZipBomb, isZipSignature, openZip, type ZipEntryInfo } from './zip-archive.ts'

const HEAD_BYTES = 64 * 1024

/** What each format's zip holds; entry names are the zip's content, not the upload's name. */
const ZIP_ENTRY_PATTERNS: { format: ImportFormat; pattern: RegExp }[] = [
  { format: 'apple-health', pattern: /(^|\/)export\.xml$/ },
  { format: 'google-fit', pattern: /(^|\/)Daily activity metrics\.csv$/ },
  { format: 'samsung-health', pattern: /(^|\/)com\.samsung\.shealth\.step_daily_trend\.[^/]*\.csv$/ },
  { format: 'garmin', pattern: /(^|\/)UDSFile_[^/]*\.json$/ },
  { format: 'fitbit', pattern: /(^|\/)steps-\d{4}-\d{2}-\d{2}\.json$/ },
]

/**
 * Looks at the content (never the file name): a zip by its signature and the entries its central
 * directory lists, a plain file by its first 64 KB. Throws ImportFileError.
 */
export async function detectFormat(filePath: string): Promise<DetectedFile> {
  const file = await fs.open(filePath, 'r')
  let head: Buffer
  let size: number
  try {
    size = (await file.stat()).size
    head = Buffer.alloc(Math.min(HEAD_BYTES, size))
    if (head.length > 0) await file.read(head, 0, head.length, 0)
  } finally {
    await file.close()
  }
  if (size === 0) throw new ImportFileError('emptyFile')
  if (isZipSignature(head)) return detectZip(filePath)
  const format = detectPlain(head)
  if (!format) throw new ImportFileError('unknownFormat')
  return { format, container: 'plain', entries: [], bytesToRead: size }
}

async function detectZip(filePath: string): Promise<DetectedFile> {
  const zip = await openZip(filePath)
  zip.close()
  for (const { format, pattern } of ZIP_ENTRY_PATTERNS) {
    const found = zip.entries.filter((entry) => pattern.test(entry.name))
    if (found.length === 0) continue
    const chosen = format === 'apple-health' ? [preferredAppleEntry(found)] : found
    assertNoZipBomb(chosen)
    return {
      format,
      container: 'zip',
      entries: chosen.map((entry) => entry.name).sort(),
      bytesToRead: chosen.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
    }
  }
  throw new ImportFileError('unknownFormat', 'the zip holds no step data this app reads')
}

function preferredAppleEntry(found: ZipEntryInfo[]): ZipEntryInfo {
  return found.find((entry) => entry.name === 'apple_health_export/export.xml') ?? found[0]!
}

/** The format of a plain file from its first bytes, or undefined. */
export function detectPlain(head: Buffer): ImportFormat | undefined {
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  const start = text.trimStart()
  if (start.startsWith('<')) return /<HealthData[\s>]/.test(text) ? 'apple-health' : undefined
  if (start.startsWith('[')) return detectJsonArray(start)
  const [first = '', second = ''] = text.split(/\r?\n/, 2)
  if (first.startsWith('com.samsung.shealth.step_daily_trend,')) {
    const columns = csvHeader(second).map(withoutPrefix)
    return columns.includes('count') && columns.includes('day_time') ? 'samsung-health' : undefined
  }
  const columns = csvHeader(first)
  if (columns.includes('Date') && columns.includes('Step count')) return 'google-fit'
  return undefined
}

function detectJsonArray(text: string): ImportFormat | undefined {
  if (/^\[\s*\{/.test(text) && /"calendarDate"\s*:/.test(text) && /"totalSteps"\s*:/.test(text)) return 'garmin'
  // Fitbit's other minute files (heart rate, calories) share this shape but not whole-number values.
  const firstObject = /^\[\s*(\{[^{}]*\})/.exec(text)?.[1]
  if (
    firstObject &&
    /"dateTime"\s*:\s*"\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d"/.test(firstObject) &&
    /"value"\s*:\s*"\d+"/.test(firstObject)
  ) {
    return 'fitbit'
  }
  return undefined
}

function csvHeader(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''))
}

/** Some Samsung Health versions prefix every column with its data type's name. */
export function withoutPrefix(column: string): string {
  return column.slice(column.lastIndexOf('.') + 1)
}
