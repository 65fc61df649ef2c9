import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { zipBytes, type ZipLayout, type ZipPart } from '../../test/helpers/zip-bytes.ts'
import { openZipArchive, type ZipArchive, type ZipLimits } from './zip.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-zip-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const limits: ZipLimits = { entries: 100_000, directoryBytes: 16 << 20 }
const text = (lines: number) => Array.from({ length: lines }, (_, index) => `line ${index} of a day's steps\n`).join('')

let files = 0
function written(layout: ZipLayout | Buffer): string {
  const file = path.join(dir, `${(files += 1)}.zip`)
  fs.writeFileSync(file, Buffer.isBuffer(layout) ? layout : zipBytes(layout))
  return file
}

/** Rejects when `promise` has not settled in 20 s: a read that neither ends nor fails. */
function settles<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still reading after 20 s')), 20_000)),
  ])
}

async function readAll(zip: ZipArchive, name: string): Promise<Buffer> {
  const entry = zip.entries.find((candidate) => candidate.name === name)!
  const chunks: Buffer[] = []
  for await (const chunk of zip.read(entry)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const refused = (kind: 'damaged' | 'bomb', message?: RegExp) =>
  expect.objectContaining({ kind, ...(message ? { message: expect.stringMatching(message) } : {}) })

describe('openZipArchive', () => {
  it('lists and reads stored and deflated entries', async () => {
    const parts: ZipPart[] = [
      { name: 'days/steps.csv', content: text(5_000) },
      { name: 'days/', content: '', stored: true },
      { name: 'days/note.txt', content: 'a stored note', stored: true },
      { name: 'Jane\\steps.json', content: '[]' },
    ]
    const zip = await openZipArchive(written({ parts }), limits)
    try {
      expect(zip.entries.map((entry) => entry.name)).toEqual([
        'days/steps.csv',
        'days/',
        'days/note.txt',
        'Jane/steps.json',
      ])
      expect((await readAll(zip, 'days/steps.csv')).toString()).toBe(text(5_000))
      expect((await readAll(zip, 'days/note.txt')).toString()).toBe('a stored note')
    } finally {
      zip.close()
    }
  })

  it('reads a zip64 directory of more than 65,535 entries', async () => {
    const parts = Array.from({ length: 70_000 }, (_, index) => ({
      name: `uploads/${index}.webp`,
      content: '',
      stored: true,
    }))
    const zip = await openZipArchive(written({ parts }), limits)
    zip.close()
    expect(zip.entries).toHaveLength(70_000)
    expect(zip.entries.at(-1)!.name).toBe('uploads/69999.webp')
  })

  it('refuses entries that share bytes, and one that runs into the directory', async () => {
    const parts: ZipPart[] = [
      { name: 'a.csv', content: text(200) },
      { name: 'b.csv', content: text(200) },
    ]
    const sharing = written({ parts, records: [{ part: 0 }, { part: 0, name: 'again.csv' }, { part: 1 }] })
    await expect(openZipArchive(sharing, limits)).rejects.toEqual(refused('bomb', /share bytes/))
    const honest = zipBytes({ parts })
    const second = honest.indexOf(Buffer.from('b.csv')) - 30
    const inside = written({ parts, records: [{ part: 0 }, { part: 1, offset: second - 10 }] })
    await expect(openZipArchive(inside, limits)).rejects.toEqual(refused('bomb', /share bytes/))
    const long = written({ parts, records: [{ part: 0 }, { part: 1, compressedSize: 1 << 20 }] })
    await expect(openZipArchive(long, limits)).rejects.toEqual(refused('damaged', /runs into the zip's central/))
  })

  it('refuses an entry whose local header pushes its data into the next entry', async () => {
    const parts: ZipPart[] = [
      { name: 'a.csv', content: text(200) },
      { name: 'b.csv', content: text(200) },
    ]
    const bytes = zipBytes({ parts })
    // The local header's extra field length, which only the local header holds.
    bytes.writeUInt16LE(500, 28)
    const zip = await openZipArchive(written(bytes), limits)
    try {
      await expect(readAll(zip, 'a.csv')).rejects.toEqual(refused('bomb', /overlaps what follows it/))
    } finally {
      zip.close()
    }
  })

  it('refuses declared sizes no deflate makes, and totals above the limit given', async () => {
    const parts = [{ name: 'a.csv', content: text(200) }]
    const compressed = zlib.deflateRawSync(text(200)).length
    const impossible = written({ parts, records: [{ part: 0, uncompressedSize: compressed * 1033 }] })
    await expect(openZipArchive(impossible, limits)).rejects.toEqual(refused('bomb', /more than deflate makes/))
    const file = written({ parts })
    await expect(openZipArchive(file, { ...limits, declaredBytes: () => text(200).length - 1 })).rejects.toEqual(
      refused('bomb', /declare \d+ bytes together/),
    )
    ;(await openZipArchive(file, { ...limits, declaredBytes: () => text(200).length })).close()
  })

  it('refuses more entries than the limit before reading the directory, and stops at a longer directory', async () => {
    const tooMany = written({ parts: [{ name: 'a.csv', content: 'a' }], declaredEntries: 10_000_000 })
    await expect(openZipArchive(tooMany, limits)).rejects.toEqual(refused('bomb', /lists 10000000 entries/))
    const parts = Array.from({ length: 20 }, (_, index) => ({ name: `${index}${'n'.repeat(60_000)}`, content: '' }))
    await expect(openZipArchive(written({ parts }), { ...limits, directoryBytes: 1 << 20 })).rejects.toEqual(
      refused('bomb', /directory takes \d+ bytes/),
    )
    const short = written({ parts: [{ name: 'a.csv', content: 'a' }], declaredEntries: 1_000 })
    await expect(openZipArchive(short, limits)).rejects.toEqual(refused('damaged', /too short for 1000 entries/))
  })

  it('calls files that are no zip, or cut short, damaged', async () => {
    await expect(openZipArchive(written(Buffer.from('hello, not a zip')), limits)).rejects.toEqual(refused('damaged'))
    const whole = zipBytes({ parts: [{ name: 'a.csv', content: text(200) }] })
    await expect(openZipArchive(written(whole.subarray(0, whole.length - 30)), limits)).rejects.toEqual(
      refused('damaged'),
    )
  })

  it('stops an entry that inflates past its declared size, and fails one that ends short or changed', async () => {
    const parts = [{ name: 'a.csv', content: text(50_000) }]
    const declared = text(50_000).length
    const cases: [string, ZipLayout, ReturnType<typeof refused>][] = [
      ['more', { parts, records: [{ part: 0, uncompressedSize: declared - 100 }] }, refused('bomb', /inflates past/)],
      ['fewer', { parts, records: [{ part: 0, uncompressedSize: declared + 100 }] }, refused('damaged', /ends before/)],
      ['checksum', { parts, records: [{ part: 0, crc32: 12345 }] }, refused('damaged', /checksum/)],
    ]
    for (const [name, layout, expected] of cases) {
      const zip = await openZipArchive(written(layout), limits)
      try {
        await expect(settles(readAll(zip, 'a.csv')), name).rejects.toEqual(expected)
      } finally {
        zip.close()
      }
    }
    const broken = zipBytes({ parts })
    broken.fill(0xff, 200, 260)
    const zip = await openZipArchive(written(broken), limits)
    try {
      await expect(settles(readAll(zip, 'a.csv'))).rejects.toEqual(refused('damaged', /does not inflate|checksum/))
    } finally {
      zip.close()
    }
  })

  it('refuses reading an entry of another zip', async () => {
    const file = written({ parts: [{ name: 'a.csv', content: 'a' }] })
    const [one, other] = [await openZipArchive(file, limits), await openZipArchive(file, limits)]
    try {
      expect(() => one.read(other.entries[0]!)).toThrow(/not an entry of this zip/)
    } finally {
      one.close()
      other.close()
    }
  })
})
