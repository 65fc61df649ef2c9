/**
 * `npm run bench [name ...]`: runs every scripts/bench/<name>.bench.ts in turn (or only the named
 * ones). Each exports `run()` and prints its own figures.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const available = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort()

const wanted = process.argv.slice(2).map((arg) => path.basename(arg).replace(/\.bench\.ts$/, ''))
const unknown = wanted.filter((name) => !available.includes(name))
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Available: ${available.join(', ')}`)
  process.exit(1)
}

const names = wanted.length > 0 ? wanted : available
let failed = false
for (const name of names) {
  console.log(`\n=== ${name} ===\n`)
  const started = performance.now()
  try {
    const bench = (await import(pathToFileURL(path.join(benchDir, `${name}.bench.ts`)).href)) as {
      run: () => Promise<void>
    }
    await bench.run()
  } catch (error) {
    failed = true
    console.error(`${name} failed:`, error)
  }
  console.log(`\n(${name}: ${((performance.now() - started) / 1000).toFixed(0)} s)`)
}
process.exit(failed ? 1 : 0)
