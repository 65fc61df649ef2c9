import { pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'
import yauzl from 'yauzl'
import { ImportFileError } from './import-file-error.ts'

export interface ZipEntryInfo {
  name: string
  compressedSize: number
  uncompressedSize: number
}

/**
 * Zip bomb limits, checked against the sizes the central directory declares before anything is
 * inflated. Apple's export.xml compresses about 20×, so 200× leaves room for any real export;
 * entries under 16 MB are never refused on their ratio alone. Reading then stops an entry whose
 * inflated bytes exceed its declared size, so a lying header cannot get past these either.
 */
export const ZIP_LIMITS = {
  /**
   * Files in the zip: an Apple export with years of workout routes or a Takeout of several
   * apps holds a few thousand. Every entry's name is read into memory before anything else.
   */
  entries: 20_000,
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

/** Opens a zip and reads its central directory; a zip that cannot be opened is broken. */
export async function openZip(filePath: string): Promise<OpenZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false, strictFileNames: false }, (error, file) =>
      error ? reject(new ImportFileError('brokenFile', error.message)) : resolve(file),
    ),
  )
  if (zip.entryCount > ZIP_LIMITS.entries) {
    zip.close()
    throw new ImportFileError('zipBomb', `${zip.entryCount} files in the zip`)
  }
  const byName = new Map<string, yauzl.Entry>()
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/') && !byName.has(entry.fileName)) byName.set(entry.fileName, entry)
        zip.readEntry()
      })
      zip.once('end', resolve)
      zip.once('error', (error: Error) => reject(new ImportFileError('brokenFile', error.message)))
      zip.readEntry()
    })
  } catch (error) {
    zip.close()
    throw error
  }
  const entries = [...byName.values()].map((entry) => ({
    name: entry.fileName,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
  }))
  return {
    entries,
    openEntry: async function* (name) {
      const entry = byName.get(name)
      if (!entry) throw new ImportFileError('brokenFile', `${name} is not in the zip`)
      // yauzl's own inflating stream swallows errors (its destroy() drops them, and the stream
      // then neither ends nor fails), so it hands over the compressed bytes and zlib inflates.
      const raw = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, { decompress: false }, (error, stream) =>
          error ? reject(new ImportFileError('brokenFile', error.message)) : resolve(stream),
        ),
      )
      const content =
        entry.compressionMethod === 0 ? raw : pipeline(raw, zlib.createInflateRaw({ chunkSize: 64 * 1024 }), () => {})
      let inflated = 0
      try {
        for await (const chunk of content as AsyncIterable<Buffer>) {
          inflated += chunk.length
          if (inflated > entry.uncompressedSize) {
            throw new ImportFileError(
              'zipBomb',
              `${name} inflates past the ${entry.uncompressedSize} bytes it declares`,
            )
          }
          yield chunk
        }
      } finally {
        content.destroy()
        raw.destroy()
      }
      if (inflated < entry.uncompressedSize) {
        throw new ImportFileError('brokenFile', `${name} ends before the ${entry.uncompressedSize} bytes it declares`)
      }
    },
    close: () => zip.close(),
  }
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
