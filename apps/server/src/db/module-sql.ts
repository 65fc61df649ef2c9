import fs from 'node:fs'
import path from 'node:path'
import { serverRoot } from '../lib/paths.ts'

/** Where features keep the SQL they own: `src/modules/<feature>/*.sql`. */
const modulesFolder = path.join(serverRoot, 'src', 'modules')

/**
 * The SQL definitions features keep beside their code (functions they replace as a whole, such
 * as the scores module's day rule), in the order of their paths. They are applied after the
 * migrations at every start, under the same lock: each file must be safe to run again
 * (`create or replace`). Migrations stay the history of the tables; these files are the current
 * text of what the code calls.
 */
export function moduleSqlFiles(): { name: string; text: string }[] {
  const files = fs
    .readdirSync(modulesFolder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.sql'))
    .sort()
  return files.map((name) => ({ name, text: fs.readFileSync(path.join(modulesFolder, name), 'utf8') }))
}
