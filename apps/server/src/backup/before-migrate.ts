import fs from 'node:fs'
import path from 'node:path'
import pino from 'pino'
import type { Config } from '../config.ts'
import type { BeforeMigrate } from '../db/client.ts'
import { logFormat } from '../lib/log-format.ts'
import { reasonOf } from './format.ts'
import { writeBackupFile } from './write.ts'

/** Where a start keeps the backups it takes before migrating, inside DATA_DIR. */
const BACKUPS_FOLDER = 'backups'

/**
 * The backup a start takes before it migrates an existing community:
 * `DATA_DIR/backups/before-<the build's last migration>-<UTC time>.zip`, the rows as they were
 * (the images stay in UPLOADS_DIR: no migration touches them). `npm run restore` with the version
 * that was running restores it; there are no down-migrations. A backup that fails stops the start
 * before anything is migrated (docs/decisions/126).
 */
export function backupBeforeMigrating(config: Config): BeforeMigrate {
  return async (database, migrations) => {
    const target = migrations.pending.at(-1)!.tag
    const dir = path.join(config.dataDir, BACKUPS_FOLDER)
    const file = path.join(dir, `before-${target}-${fileTime(new Date())}.zip`)
    const started = Date.now()
    try {
      fs.mkdirSync(dir, { recursive: true })
      removeUnfinished(dir)
      const manifest = await writeBackupFile(database, file)
      pino(logFormat(config.logLevel)).info(
        {
          file,
          from: migrations.applied.tag,
          to: target,
          rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
          ms: Date.now() - started,
        },
        `backed up the database before migrating it to ${target}: ${file}`,
      )
    } catch (error) {
      throw new Error(
        `Could not back up the database before migrating it from ${migrations.applied.tag} to ${target} (${reasonOf(error)}), so it was not migrated. Make room in ${dir} (or make it writable), then start again.`,
        { cause: error },
      )
    }
  }
}

/**
 * Removes what a start stopped in the middle of its backup left (`before-….zip.partial`): the
 * start it belonged to never migrated, so it is no backup of anything.
 */
function removeUnfinished(dir: string) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith('before-') && name.endsWith('.zip.partial')) fs.rmSync(path.join(dir, name), { force: true })
  }
}

/** `20261201T031000Z`: sorts by time, and is a valid file name everywhere. */
const fileTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
