import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import yazl from 'yazl'
import { listSequences, listTables, quoted } from '../../src/backup/catalog.ts'
import { openBackupZip, readText } from '../../src/backup/zip-reader.ts'
import type { Database } from '../../src/db/client.ts'
import { selectRows } from '../../src/db/rows.ts'

/** Every table's rows (as text, sorted) and every sequence's position, listed from the catalog. */
export async function contents(database: Pick<Database, 'db'>) {
  const tables: Record<string, string[]> = {}
  for (const table of await listTables(database.db)) {
    const values = sql.join(
      table.columns.map((column) => sql`${quoted(column.name)}::text`),
      sql`, `,
    )
    const rows = await selectRows<{ r: string }>(
      database.db,
      sql`select to_json(array[${values}])::text as r from ${quoted(table.name)} order by 1`,
    )
    tables[table.name] = rows.map((row) => row.r)
  }
  const sequences: Record<string, string> = {}
  for (const name of await listSequences(database.db)) {
    const [row] = await selectRows<{ v: string }>(database.db, sql`select last_value::text as v from ${quoted(name)}`)
    sequences[name] = row!.v
  }
  return { tables, sequences }
}

/** Each image file's bytes, by name. */
export function images(dir: string) {
  if (!fs.existsSync(dir)) return {}
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
  )
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** A command's output, kept: every line, and the error lines alone. */
export const quiet = () => {
  const lines: string[] = []
  const errors: string[] = []
  return {
    lines,
    errors,
    output: {
      log: (line: string) => lines.push(line),
      error: (line: string) => {
        lines.push(line)
        errors.push(line)
      },
    },
  }
}

/** A copy of a backup file, its manifest changed by `edit`. */
export async function withManifest(file: string, target: string, edit: (manifest: Record<string, unknown>) => void) {
  const zip = await openBackupZip(file)
  const out = new yazl.ZipFile()
  try {
    const manifest = JSON.parse((await readText(await zip.open(zip.entries.get('manifest.json')!), 1e9))!)
    edit(manifest)
    for (const [name, entry] of zip.entries) {
      if (name === 'manifest.json') continue
      out.addBuffer(Buffer.concat((await (await zip.open(entry)).toArray()) as Buffer[]), name)
    }
    out.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json')
    out.end()
    await new Promise((resolve) =>
      out.outputStream.pipe(fs.createWriteStream(target)).on('close', () => resolve(undefined)),
    )
  } finally {
    zip.close()
  }
  return target
}
