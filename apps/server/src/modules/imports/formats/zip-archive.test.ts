import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fitbitDays } from '../../../../../../scripts/health-exports/other-formats.ts'
import { zipBytes, type ZipRecord } from '../../../../test/helpers/zip-bytes.ts'
import { detectFormat } from './detect-format.ts'
import { testFolder } from './test-files.ts'
import { openZip } from './zip-archive.ts'

const file = testFolder()
const minutes = [...fitbitDays({ days: 1, timeZone: 'UTC' }).files.values()][0]!
const stepsFile = (day: number) => `Jane/Physical Activity/steps-2024-01-${String(day % 28).padStart(2, '0')}.json`

function written(name: string, content: Buffer): string {
  fs.writeFileSync(file(name), content)
  return file(name)
}

describe('zips refused before a byte is inflated', () => {
  it('refuses many entries that point at one file as a bomb', async () => {
    const records: ZipRecord[] = Array.from({ length: 999 }, (_, index) => ({ part: 0, name: stepsFile(index) }))
    const shared = written('shared.zip', zipBytes({ parts: [{ name: stepsFile(1), content: minutes }], records }))
    await expect(detectFormat(shared)).rejects.toMatchObject({ code: 'zipBomb' })
    await expect(openZip(shared)).rejects.toMatchObject({ code: 'zipBomb' })
  })

  it('refuses an entry that starts inside another one', async () => {
    const parts = [
      { name: stepsFile(1), content: minutes },
      { name: stepsFile(2), content: minutes },
    ]
    const honest = zipBytes({ parts })
    const second = honest.indexOf(Buffer.from(stepsFile(2))) - 30
    const records = [{ part: 0 }, { part: 1, offset: second - 100 }]
    await expect(detectFormat(written('inside.zip', zipBytes({ parts, records })))).rejects.toMatchObject({
      code: 'zipBomb',
    })
  })

  it('refuses entries that together declare far more than such a small zip can hold', async () => {
    // Each entry is honest and under the size that is never refused on its own ratio, but 40 of
    // them make 320 MB out of some 330 KB.
    const filler = Buffer.alloc(8 << 20, '{"dateTime":"01/01/24 00:00:00","value":"0"},')
    const parts = Array.from({ length: 40 }, (_, index) => ({ name: stepsFile(index), content: filler }))
    const many = written('many.zip', zipBytes({ parts }))
    await expect(detectFormat(many)).rejects.toMatchObject({ code: 'zipBomb' })
  })

  it('reads no more names than a real export holds', async () => {
    // 300 names of 60,000 bytes: 18 MB of central directory under the 20,000 entries limit.
    const parts = Array.from({ length: 300 }, (_, index) => ({
      name: `${String(index).padStart(6, '0')}${'n'.repeat(59_990)}.txt`,
      content: '',
    }))
    await expect(detectFormat(written('long-names.zip', zipBytes({ parts })))).rejects.toMatchObject({
      code: 'zipBomb',
    })
  })

  it('still reads an honest zip built the same way', async () => {
    const parts = [1, 2, 3].map((day) => ({ name: stepsFile(day), content: minutes }))
    const detected = await detectFormat(written('honest.zip', zipBytes({ parts })))
    expect(detected).toMatchObject({ format: 'fitbit', container: 'zip' })
    expect(detected.entries).toHaveLength(3)
  })
})
