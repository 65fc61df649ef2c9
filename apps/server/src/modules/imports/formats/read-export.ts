import fs from 'node:fs'
import { AppleHealthReader } from './apple-health-reader.ts'
import { countDays, defaultOrder, summarizeSources } from './count-days.ts'
import type { CountedExport, DetectedFile } from './export-types.ts'
import { fitbitReader } from './fitbit-reader.ts'
import { readGarminJson } from './garmin-reader.ts'
import { readGoogleFitCsv } from './google-fit-reader.ts'
import { ImportFileError } from './import-file-error.ts'
import { writeRecordsFile } from './records-file.ts'
import { SamsungHealthReader } from './samsung-health-reader.ts'
import { StepRecordCollector } from './step-records.ts'
import { assertNoZipBomb, openZip } from './zip-archive.ts'

export interface ReadExportOptions {
  timeZone: string
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
 * for the default priority. Runs on whichever thread calls it; `readExportInWorker` moves it off
 * the main one.
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
  await writeRecordsFile(recordsFile, { format: detected.format, sources: collector.sources, records })
  const sources = summarizeSources(records, collector.sources)
  const order = defaultOrder(sources)
  return { format: detected.format, sources, order, days: countDays(records, sources.length, order) }
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
  }
}

/**
 * What went wrong while reading, in the caller's terms. Errors of the machine (a missing file, a
 * full disk) and of this code (TypeError) pass through; whatever the parsers, the inflater or the
 * zip reader say about the bytes means the file is broken.
 */
function asImportFileError(error: unknown): unknown {
  if (error instanceof ImportFileError) return error
  if (!(error instanceof Error) || error instanceof TypeError || error instanceof ReferenceError) return error
  if ('syscall' in error) return error
  return new ImportFileError('brokenFile', error.message)
}
