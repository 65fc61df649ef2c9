import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { writeAppleExportZip } from '../../../../../../scripts/health-exports/apple-health.ts'
import { garminJson, samsungCsv } from '../../../../../../scripts/health-exports/other-formats.ts'
import { patchDeclaredSize, writeZip } from '../../../../../../scripts/health-exports/zip-file.ts'
import { countDaysInWorker, detectFormat, ImportFileError, readExportInWorker } from './index.ts'
import { testFolder } from './test-files.ts'

const file = testFolder()
const timeZone = 'Europe/Paris'

describe('the reading process', () => {
  it('reads an export with progress, then counts again for another order', async () => {
    const generated = await writeAppleExportZip(file('export.zip'), { days: 40, stepRecordsPerDay: 30, sizeMb: 1 })
    const detected = await detectFormat(file('export.zip'))
    const progress: number[] = []
    const counted = await readExportInWorker(file('export.zip'), detected, file('export.records'), {
      timeZone,
      onProgress: (fraction) => progress.push(fraction),
    })
    expect(counted.days).toEqual(generated.expected)
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true)
    const again = await countDaysInWorker(file('export.records'), counted.order)
    expect(again.days).toEqual(counted.days)
    const watch = counted.sources.findIndex((source) => source.kind === 'watch')
    const watchOnly = await countDaysInWorker(file('export.records'), [watch])
    expect(watchOnly.days.reduce((sum, day) => sum + day.steps, 0)).toBe(counted.sources[watch]!.steps)
  })

  it('refuses an entry that inflates past the size it declares', async () => {
    const name = 'DI_CONNECT/DI-Connect-Aggregator/UDSFile_2024-01-01_2024-04-10.json'
    const content = garminJson({ days: 200 }).content
    await writeZip(file('honest.zip'), [{ name, content }])
    fs.writeFileSync(file('lying.zip'), patchDeclaredSize(fs.readFileSync(file('honest.zip')), name, 1000))
    const detected = await detectFormat(file('lying.zip'))
    await expect(
      readExportInWorker(file('lying.zip'), detected, file('lying.records'), { timeZone }),
    ).rejects.toMatchObject({ code: 'zipBomb' })
  })

  it('calls a zip whose compressed data is garbled broken', async () => {
    const name = 'DI_CONNECT/DI-Connect-Aggregator/UDSFile_2024-01-01_2024-04-10.json'
    await writeZip(file('fine.zip'), [{ name, content: garminJson({ days: 200 }).content }])
    const zip = fs.readFileSync(file('fine.zip'))
    zip.fill(0xff, 200, 400)
    fs.writeFileSync(file('garbled.zip'), zip)
    const detected = await detectFormat(file('garbled.zip'))
    await expect(
      readExportInWorker(file('garbled.zip'), detected, file('garbled.records'), { timeZone }),
    ).rejects.toMatchObject({ code: 'brokenFile' })
  })

  it('rejects with an ImportFileError for a broken file and a plain error when the worker fails', async () => {
    fs.writeFileSync(file('cut.json'), garminJson({ days: 5 }).content.slice(0, 900))
    const detected = await detectFormat(file('cut.json'))
    const broken = readExportInWorker(file('cut.json'), detected, file('cut.records'), { timeZone })
    await expect(broken).rejects.toBeInstanceOf(ImportFileError)
    await expect(broken).rejects.toMatchObject({ code: 'brokenFile' })
    await expect(countDaysInWorker(file('missing.records'), [0])).rejects.toThrow(/ENOENT/)
    fs.writeFileSync(file('garbage.records'), 'not records')
    await expect(countDaysInWorker(file('garbage.records'), [0])).rejects.toThrow(/not a records file/)
  })

  // Two files of 150,000 rows: minutes on a busy machine.
  it(
    'ends a reading process that runs out of memory alone, and calls the file too large',
    { timeout: 300_000 },
    async () => {
      // 150,000 daily rows are under the reader's own bound, but not within a 12 MB heap.
      fs.writeFileSync(file('samsung.csv'), samsungCsv({ days: 75_000, merged: false }).content)
      const detected = await detectFormat(file('samsung.csv'))
      const reading = readExportInWorker(file('samsung.csv'), detected, file('samsung.records'), {
        timeZone,
        heapMb: 12,
      })
      await expect(reading).rejects.toMatchObject({ code: 'tooLarge' })
      // The same file reads with the heap a reading process is given (its days after now left out).
      const counted = await readExportInWorker(file('samsung.csv'), detected, file('samsung.records'), { timeZone })
      expect(counted.days.length).toBeGreaterThan(1000)
    },
  )

  it('stops the worker when the signal aborts', async () => {
    fs.writeFileSync(file('uds.json'), garminJson({ days: 30 }).content)
    const detected = await detectFormat(file('uds.json'))
    const controller = new AbortController()
    const reading = readExportInWorker(file('uds.json'), detected, file('uds.records'), {
      timeZone,
      signal: controller.signal,
    })
    controller.abort(new Error('the member cancelled'))
    await expect(reading).rejects.toThrow('the member cancelled')
  })
})
