// Writes one generated health export to try the importer with:
//   node --import tsx scripts/health-exports/index.ts <format> <out-file> [--days N] [--size-mb N]
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { writeAppleExportXml, writeAppleExportZip } from './apple-health.ts'
import {
  fitbitDays,
  garminJson,
  googleFitCsv,
  samsungCsv,
  writeFitbitZip,
  writeGarminZip,
  writeGoogleTakeoutZip,
  writeSamsungZip,
} from './other-formats.ts'

const FORMATS = [
  'apple-xml',
  'apple-zip',
  'google-fit-csv',
  'google-takeout-zip',
  'samsung-csv',
  'samsung-zip',
  'garmin-json',
  'garmin-zip',
  'fitbit-json',
  'fitbit-zip',
] as const

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { days: { type: 'string' }, 'size-mb': { type: 'string' }, 'time-zone': { type: 'string' } },
})
const [format, outFile] = positionals
if (!format || !outFile || !(FORMATS as readonly string[]).includes(format)) {
  console.error(`usage: index.ts <${FORMATS.join('|')}> <out-file> [--days N] [--size-mb N] [--time-zone Zone]`)
  process.exit(2)
}
const sizeMb = values['size-mb'] ? Number(values['size-mb']) : undefined
const days = values.days ? Number(values.days) : sizeMb ? 1095 : 30
const timeZone = values['time-zone'] ?? 'Europe/Berlin'
// The days end today, so the file's recent days count when it is imported.
const first = new Date()
first.setUTCDate(first.getUTCDate() - (days - 1))
const firstDate = first.toISOString().slice(0, 10)
// About 700,000 step records in a 1 GB export, as in a real one after three years of a watch.
const appleOptions = {
  days,
  firstDate,
  sizeMb,
  stepRecordsPerDay: sizeMb ? Math.round((700_000 * (sizeMb / 1024)) / days) : 24,
}

const started = Date.now()
const expected = await generate()
const totalSteps = expected.reduce((sum, day) => sum + day.steps, 0)
console.log(
  `${outFile}: ${fs.statSync(outFile).size} bytes in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `expected ${expected.length} days, ${totalSteps} steps`,
)

async function generate() {
  switch (format as (typeof FORMATS)[number]) {
    case 'apple-xml': {
      const out = fs.createWriteStream(outFile!)
      const generated = await writeAppleExportXml(out, appleOptions)
      await new Promise((resolve) => out.end(resolve))
      console.log(`${generated.stepRecords} step records`)
      return generated.expected
    }
    case 'apple-zip':
      return (await writeAppleExportZip(outFile!, appleOptions)).expected
    case 'google-fit-csv':
      return writeText(googleFitCsv({ days, firstDate }))
    case 'google-takeout-zip':
      return (await writeGoogleTakeoutZip(outFile!, { days, firstDate })).expected
    case 'samsung-csv':
      return writeText(samsungCsv({ days, firstDate, merged: true }))
    case 'samsung-zip':
      return (await writeSamsungZip(outFile!, { days, firstDate, merged: true })).expected
    case 'garmin-json':
      return writeText(garminJson({ days, firstDate }))
    case 'garmin-zip':
      return (await writeGarminZip(outFile!, { days, firstDate })).expected
    case 'fitbit-json': {
      const { files, expected } = fitbitDays({ days: 1, firstDate: new Date().toISOString().slice(0, 10), timeZone })
      fs.writeFileSync(outFile!, [...files.values()][0]!)
      return expected
    }
    case 'fitbit-zip':
      return (await writeFitbitZip(outFile!, { days, firstDate, timeZone })).expected
  }
}

function writeText(generated: { content: string; expected: { date: string; steps: number }[] }) {
  fs.writeFileSync(outFile!, generated.content)
  return generated.expected
}
