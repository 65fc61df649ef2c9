// Speed of the Apple Health reader against a bare Buffer.indexOf scan of the same file, and the
// memory it takes: node --import tsx scripts/health-exports/speed-check.ts <export.xml>
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { detectFormat } from '../../apps/server/src/modules/imports/formats/detect-format.ts'
import { readExport } from '../../apps/server/src/modules/imports/formats/read-export.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: speed-check.ts <export.xml or export.zip>')
  process.exit(2)
}
const size = fs.statSync(file).size
const mbps = (ms: number, bytes = size) => `${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0)} MB/s`

let started = performance.now()
let hits = 0
const needle = Buffer.from('HKQuantityTypeIdentifierStepCount')
for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
  for (let at = chunk.indexOf(needle); at >= 0; at = chunk.indexOf(needle, at + 1)) hits++
}
const scanMs = performance.now() - started
console.log(`indexOf scan: ${scanMs.toFixed(0)} ms, ${mbps(scanMs)}, ${hits} hits`)

const rssBefore = process.memoryUsage().rss
let peakRss = rssBefore
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20)
const recordsFile = path.join(os.tmpdir(), `speed-check-${process.pid}.records`)
started = performance.now()
const detected = await detectFormat(file)
const result = await readExport(file, detected, recordsFile, { timeZone: 'Europe/Berlin' })
const readMs = performance.now() - started
clearInterval(sampler)
peakRss = Math.max(peakRss, process.memoryUsage().rss)
const recordsBytes = fs.statSync(recordsFile).size
fs.rmSync(recordsFile)
console.log(
  `reader: ${readMs.toFixed(0)} ms, ${mbps(readMs, detected.bytesToRead)} of content, ${result.days.length} days`,
)
console.log(`sources: ${result.sources.map((s) => `${s.name} (${s.kind}) ${s.steps}`).join('; ')}`)
console.log(`records file: ${recordsBytes} bytes`)
console.log(`rss: ${(rssBefore / 1048576).toFixed(0)} MB before, ${(peakRss / 1048576).toFixed(0)} MB peak`)
