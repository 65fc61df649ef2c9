import fs from 'node:fs/promises'
import type { DetectedFile, ImportFormat } from './export-types.ts'
import { DATE_COLUMNS, stepCountColumn } from './google-fit-reader.ts'
import { ImportFileError } from './import-file-error.ts'
import { assertNoZipBomb, isZipSignature, openZip, type OpenZip, type ZipEntryInfo } from './zip-archive.ts'

const HEAD_BYTES = 64 * 1024

/**
 * Entries peeked at for one format: Apple's zip holds two XML files (the export and the clinical
 * document), Takeout's Fit folder one summary CSV beside the per-day ones, so a few more than that
 * is any real export's, and a zip of thousands of such files costs no more than these.
 */
const MAX_PEEKS = 8

/**
 * What each other format's zip holds; entry names are the zip's content, not the upload's name.
 * Apple's export and Takeout's Fit summary are found by what they say instead: the phone and the
 * account name them in their own language.
 */
const ZIP_ENTRY_PATTERNS: { format: ImportFormat; pattern: RegExp }[] = [
  { format: 'samsung-health', pattern: /(^|\/)com\.samsung\.shealth\.step_daily_trend\.[^/]*\.csv$/ },
  { format: 'garmin', pattern: /(^|\/)UDSFile_[^/]*\.json$/ },
  { format: 'fitbit', pattern: /(^|\/)steps-\d{4}-\d{2}-\d{2}\.json$/ },
  { format: 'health-auto-export', pattern: /(^|\/)HealthAutoExport-[^/]*\.json$/ },
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
  try {
    const apple = await findAppleExport(zip)
    if (apple) return zipped('apple-health', [apple])
    for (const { format, pattern } of ZIP_ENTRY_PATTERNS) {
      const found = zip.entries.filter((entry) => pattern.test(entry.name))
      if (found.length === 0) continue
      assertNoZipBomb(found)
      return zipped(format, found)
    }
    const fit = await findFitSummary(zip)
    if (fit) return zipped('google-fit', [fit])
  } finally {
    zip.close()
  }
  throw new ImportFileError('unknownFormat', 'the zip holds no step data this app reads')
}

function zipped(format: ImportFormat, entries: ZipEntryInfo[]): DetectedFile {
  return {
    format,
    container: 'zip',
    entries: entries.map((entry) => entry.name).sort(),
    bytesToRead: entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0),
  }
}

/**
 * The entry holding Apple's export XML, whatever it is called: the phone names it in its own
 * language (`导出.xml`, `exportar.xml`, `Export.xml`). An XML entry is Apple's when its first
 * 64 KB read as an export (its DTD alone takes some 10 KB before `<HealthData`); the clinical
 * document beside it (`export_cda.xml`, also XML) is skipped by name. Entries under
 * `apple_health_export/`, where the phone puts the export, are tried first, so a copy elsewhere
 * in the zip loses to it. Each entry passes the bomb checks before a byte of it is inflated.
 */
async function findAppleExport(zip: OpenZip): Promise<ZipEntryInfo | undefined> {
  const candidates = zip.entries
    .filter((entry) => /\.xml$/i.test(entry.name) && !/(^|\/)export_cda\.xml$/i.test(entry.name))
    .sort(byApplePreference)
    .slice(0, MAX_PEEKS)
  for (const entry of candidates) {
    assertNoZipBomb([entry])
    if (detectPlain(await peekEntry(zip, entry.name)) === 'apple-health') return entry
  }
  return undefined
}

/**
 * Takeout's daily summary of Fit, whatever the account's language named it (`Daily activity
 * metrics.csv`, `Métricas de actividad diaria.csv`): a CSV in the Fit folder (`Fit/`, `Google
 * Fit/` in German) that reads as the summary. The per-day files beside it (`2024-01-15.csv`) are
 * skipped by name; a few CSVs are peeked at most, each after the bomb checks.
 */
async function findFitSummary(zip: OpenZip): Promise<ZipEntryInfo | undefined> {
  const candidates = zip.entries
    .filter((entry) => /(^|\/)(Google )?Fit\/(.+\/)?[^/]+\.csv$/.test(entry.name))
    .filter((entry) => !/(^|\/)\d{4}-\d{2}-\d{2}\.csv$/.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, MAX_PEEKS)
  for (const entry of candidates) {
    assertNoZipBomb([entry])
    if (detectPlain(await peekEntry(zip, entry.name)) === 'google-fit') return entry
  }
  return undefined
}

/** Where the phone puts the export first, then shallower paths before deeper ones. */
function byApplePreference(a: ZipEntryInfo, b: ZipEntryInfo): number {
  const inAppleFolder = (entry: ZipEntryInfo) => (entry.name.startsWith('apple_health_export/') ? 0 : 1)
  const depth = (entry: ZipEntryInfo) => entry.name.split('/').length
  return inAppleFolder(a) - inAppleFolder(b) || depth(a) - depth(b) || a.name.localeCompare(b.name)
}

/** The first HEAD_BYTES of an entry, inflating no more of it than that. */
async function peekEntry(zip: OpenZip, name: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of zip.openEntry(name)) {
    chunks.push(chunk)
    length += chunk.length
    if (length >= HEAD_BYTES) break
  }
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES)
}

/** The format of a plain file from its first bytes, or undefined. */
export function detectPlain(head: Buffer): ImportFormat | undefined {
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  const start = text.trimStart()
  if (start.startsWith('<')) return /<HealthData[\s>]/.test(text) ? 'apple-health' : undefined
  if (start.startsWith('[')) return detectJsonArray(start)
  if (start.startsWith('{')) return isHealthAutoExport(start) ? 'health-auto-export' : undefined
  const [first = '', second = ''] = text.split(/\r?\n/, 2)
  if (first.startsWith('com.samsung.shealth.step_daily_trend,')) {
    const columns = csvHeader(second).map(withoutPrefix)
    return columns.includes('count') && columns.includes('day_time') ? 'samsung-health' : undefined
  }
  return isFitSummary(csvHeader(first), csvHeader(second)) ? 'google-fit' : undefined
}

/**
 * Takeout's daily summary of Fit: a step column by one of its languages' names, and the date first,
 * by its name where known or by a `YYYY-MM-DD` in the first row.
 */
function isFitSummary(columns: string[], firstRow: string[]): boolean {
  if (!stepCountColumn(columns)) return false
  return DATE_COLUMNS.includes(columns[0] ?? '') || /^\d{4}-\d{2}-\d{2}$/.test(firstRow[0] ?? '')
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

/**
 * The Health Auto Export app's body: an object whose one member `data` holds a `metrics` list. The
 * list comes first in what the app writes; a body whose first 64 KB hold only workouts is not read.
 */
function isHealthAutoExport(text: string): boolean {
  return /^\{\s*"data"\s*:\s*\{/.test(text) && /"metrics"\s*:\s*\[/.test(text)
}

function csvHeader(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''))
}

/** Some Samsung Health versions prefix every column with its data type's name. */
export function withoutPrefix(column: string): string {
  return column.slice(column.lastIndexOf('.') + 1)
}
