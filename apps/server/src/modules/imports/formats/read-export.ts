import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { AppleHealthReader } from './apple-health-reader.ts'
import { countDays, defaultOrder, summarizeSources } from './count-days.ts'
import type { CountedExport, DetectedFile } from './export-types.ts'
import { fitbitReader } from './fitbit-reader.ts'
import { readGarminJson } from './garmin-reader.ts'
import { readGoogleFitCsv } from './google-fit-reader.ts'
import { HealthAutoExportReader } from './health-auto-export-reader.ts'
import { ImportFileError } from './import-file-error.ts'
import { RECORD_BYTES, writeRecordsFile } from './records-file.ts'
import { SamsungHealthReader } from './samsung-health-reader.ts'
import { StepRecordCollector } from './step-records.ts'
import { assertNoZipBomb, openZip } from './zip-archive.ts'

export interface ReadExportOptions {
  timeZone: string
  /** Free space the records file must leave on its disk; less fails the import as storageFull. */
  minFreeBytes?: number
  /** Bytes read so far, out of `detected.bytesToRead`. */
  onBytes?: (bytesRead: number) => void
}

/**
 * Chunks a plain file is read in. 256 KB reads as fast as 1 MB here, and the reading thread's
 * memory peaks some 20 MB lower: each chunk is allocated afresh while the last is still parsed.
 */
const READ_CHUNK_BYTES = 256 * 1024

/**
 * Reads a detected export whole, writes its step records to `recordsFile` and counts the days
 * for the default priority. Runs in whichever process calls it; `readExportInWorker` moves it to a
 * process of its own.
 */
export async function readExport(
  filePath: string,
  detected: DetectedFile,
  recordsFile: string,
  options: ReadExportOptions,
): Promise<CountedExport> {
  const collector = new StepRecordCollector()
  try {
    await readParts(filePath, detected, collector, options)
  } catch (error) {
    throw asImportFileError(error)
  }
  const records = collector.finish()
  await assertRoomFor(recordsFile, records.count * RECORD_BYTES, options.minFreeBytes ?? 0)
  await writeRecordsFile(recordsFile, { format: detected.format, sources: collector.sources, records })
  const sources = summarizeSources(records, collector.sources)
  const order = defaultOrder(sources)
  return { format: detected.format, sources, order, days: countDays(records, sources.length, order) }
}

/**
 * Previews wait on the imports' disk for days, often the embedded database's and the images' too:
 * a records file that would leave less than the server keeps free is not written.
 */
async function assertRoomFor(recordsFile: string, bytes: number, minFreeBytes: number): Promise<void> {
  const { bavail, bsize } = await fsp.statfs(path.dirname(recordsFile))
  if (bavail * bsize - bytes < minFreeBytes) {
    throw new ImportFileError('storageFull', `${bytes} bytes of records would leave under ${minFreeBytes} free`)
  }
}

async function readParts(
  filePath: string,
  detected: DetectedFile,
  collector: StepRecordCollector,
  options: ReadExportOptions,
): Promise<void> {
  let bytesRead = 0
  async function* counted(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of stream) {
      bytesRead += chunk.length
      options.onBytes?.(bytesRead)
      yield chunk
    }
  }
  const readPart = partReader(detected, collector, options.timeZone)
  if (detected.container === 'plain') {
    await readPart.read(
      counted(fs.createReadStream(filePath, { highWaterMark: READ_CHUNK_BYTES }) as AsyncIterable<Buffer>),
    )
  } else {
    const zip = await openZip(filePath)
    try {
      const wanted = new Set(detected.entries)
      assertNoZipBomb(zip.entries.filter((entry) => wanted.has(entry.name)))
      for (const name of detected.entries) await readPart.read(counted(await zip.openEntry(name)))
    } finally {
      zip.close()
    }
  }
  readPart.finish()
}

interface PartReader {
  read(input: AsyncIterable<Buffer>): Promise<void>
  finish(): void
}

function partReader(detected: DetectedFile, collector: StepRecordCollector, timeZone: string): PartReader {
  switch (detected.format) {
    case 'apple-health': {
      const apple = new AppleHealthReader(collector)
      return {
        read: async (input) => {
          for await (const chunk of input) apple.push(chunk)
          apple.end()
        },
        finish: () => {},
      }
    }
    case 'google-fit':
      return { read: (input) => readGoogleFitCsv(input, collector), finish: () => {} }
    case 'samsung-health': {
      const samsung = new SamsungHealthReader(collector)
      return { read: (input) => samsung.read(input), finish: () => samsung.finish() }
    }
    case 'garmin':
      return { read: (input) => readGarminJson(input, collector), finish: () => {} }
    case 'fitbit':
      return { read: fitbitReader(collector, timeZone), finish: () => {} }
    case 'health-auto-export': {
      const reader = new HealthAutoExportReader(collector)
      return { read: (input) => reader.read(input), finish: () => reader.finish() }
    }
  }
}

/**
 * What went wrong while reading, in the caller's terms. Errors of the machine (a missing file, a
 * full disk) and of this code (TypeError) pass through; whatever the parsers, the inflater or the
 * zip reader say about the bytes means the file is broken.
 */
function asImportFileError(error: unknown): unknown {
  if (error instanceof ImportFileError) return error
  // The machine had no memory for a column of records: the file holds more than it can take.
  if (error instanceof RangeError && /allocation failed/i.test(error.message)) {
    return new ImportFileError('tooLarge', error.message)
  }
  if (!(error instanceof Error) || error instanceof TypeError || error instanceof ReferenceError) return error
  if ('syscall' in error) return error
  return new ImportFileError('brokenFile', error.message)
}
