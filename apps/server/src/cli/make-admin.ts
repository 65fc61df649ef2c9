import 'dotenv/config'
import { backupBeforeMigrating } from '../backup/index.ts'
import { loadConfig } from '../config.ts'
import { openPglite, openPostgres, type Db } from '../db/client.ts'
import { keepFilesPrivate } from '../lib/private-files.ts'
import { makeAdmin } from './make-admin-command.ts'

/** Runs `work` on the database the environment names, closed again afterwards. */
async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig()
  // Run before the upgraded server's first start, it migrates: after the same backup.
  const beforeMigrate = backupBeforeMigrating(config)
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, beforeMigrate })
    : await openPglite(config.dataDir, { healthTimeoutMs: config.databaseTimeouts.healthMs, beforeMigrate })
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

keepFilesPrivate()
makeAdmin(process.argv.slice(2), withConfiguredDatabase).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
