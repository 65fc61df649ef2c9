import { openZipArchive, ZipFileError, type ZipArchive, type ZipEntry } from '../../../lib/zip.ts'
import { ImportFileError } from './import-file-error.ts'

export interface ZipEntryInfo {
  name: string
  compressedSize: number
  uncompressedSize: number
}

/**
 * Zip bomb limits, checked against the sizes the central directory declares before anything is
 * inflated. The most compressible exports deflate about 37× (Garmin's daily JSON; Apple's XML and
 * Samsung's CSV about 22×, Fitbit's minute JSON 10–17×, Google Fit's CSV 8×), so 200× leaves
 * room for any real export, for one entry and for the whole zip alike; under 16 MB nothing is
 * refused on its ratio alone. Reading then stops an entry whose inflated bytes exceed its
 * declared size, so a lying header cannot get past these either.
 */
export const ZIP_LIMITS = {
  /**
   * Files in the zip: an Apple export with years of workout routes or a Takeout of several
   * apps holds a few thousand. Every entry's name is read into memory before anything else.
   */
  entries: 20_000,
  /** The central directory holding those names: real ones take some 100 bytes an entry. */
  directoryBytes: 16 * 1024 ** 2,
  entryBytes: 8 * 1024 ** 3,
  totalBytes: 16 * 1024 ** 3,
  ratio: 200,
  ratioFreeBytes: 16 * 1024 ** 2,
}

export interface OpenZip {
  entries: ZipEntryInfo[]
  /** Inflated content of the named entry; fails with zipBomb when it inflates past its size. */
  openEntry(name: string): AsyncGenerator<Buffer>
  close(): void
}

export function isZipSignature(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5)
}

/**
 * Opens a zip and reads its central directory. A zip that cannot be opened is broken; one whose
 * entries overlap, or that declares far more than its size could hold, is a bomb.
 */
export async function openZip(filePath: string): Promise<OpenZip> {
  let zip: ZipArchive
  try {
    zip = await openZipArchive(filePath, {
      entries: ZIP_LIMITS.entries,
      directoryBytes: ZIP_LIMITS.directoryBytes,
      declaredBytes: (zipBytes) => Math.max(ZIP_LIMITS.ratioFreeBytes, ZIP_LIMITS.ratio * zipBytes),
    })
  } catch (error) {
    throw asImportFileError(error)
  }
  const byName = new Map<string, ZipEntry>()
  for (const entry of zip.entries) {
    if (!entry.name.endsWith('/') && !byName.has(entry.name)) byName.set(entry.name, entry)
  }
  return {
    entries: [...byName.values()].map(({ name, compressedSize, uncompressedSize }) => ({
      name,
      compressedSize,
      uncompressedSize,
    })),
    openEntry: async function* (name) {
      const entry = byName.get(name)
      if (!entry) throw new ImportFileError('brokenFile', `${name} is not in the zip`)
      try {
        yield* zip.read(entry)
      } catch (error) {
        throw asImportFileError(error)
      }
    },
    close: () => zip.close(),
  }
}

function asImportFileError(error: unknown): unknown {
  if (!(error instanceof ZipFileError)) return error
  return new ImportFileError(error.kind === 'bomb' ? 'zipBomb' : 'brokenFile', error.message)
}

/** Throws zipBomb when the entries to read declare more than the limits allow. */
export function assertNoZipBomb(entries: readonly ZipEntryInfo[]): void {
  let total = 0
  for (const entry of entries) {
    total += entry.uncompressedSize
    const byRatio =
      entry.uncompressedSize > ZIP_LIMITS.ratioFreeBytes &&
      entry.uncompressedSize > ZIP_LIMITS.ratio * entry.compressedSize
    if (entry.uncompressedSize > ZIP_LIMITS.entryBytes || byRatio) {
      throw new ImportFileError(
        'zipBomb',
        `${entry.name} declares ${entry.uncompressedSize} bytes from ${entry.compressedSize} compressed`,
      )
    }
  }
  if (total > ZIP_LIMITS.totalBytes) throw new ImportFileError('zipBomb', `the entries declare ${total} bytes`)
}
