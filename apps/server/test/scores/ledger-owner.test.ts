import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src')

/** The day ledger's tables, by their SQL and their drizzle names. */
const LEDGER = /\b(day_scores|score_totals|totals_backlog|dayScores|scoreTotals|totalsBacklog)/

/**
 * Where the ledger may be named: its owner, the schema that declares it, the backup that copies
 * every table, and the member's data export, which hands over every row that is theirs.
 */
const ALLOWED = ['modules/scores/', 'db/schema/', 'backup/', 'modules/my-data/export.service.ts']

/** Every source file under src/, tests left out, as a path relative to src/ with forward slashes. */
function sourceFiles(): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
}

describe('the scores module owns the day ledger', () => {
  it('is the only feature that names its tables: others ask it named questions', () => {
    const files = sourceFiles()
    expect(files).toContain('modules/my-data/export.service.ts')
    const mentions = files
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(srcDir, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (LEDGER.test(line) ? [`src/${file}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(mentions).toEqual([])
  })
})
