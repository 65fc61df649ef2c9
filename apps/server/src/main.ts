import 'dotenv/config'
import path from 'node:path'
import { buildApp } from './app.ts'
import { CONTROL_SOCKET, serveBackups } from './backup/index.ts'
import { loadConfig } from './config.ts'
import { openPglite, openPostgres } from './db/client.ts'
import { keepFilesPrivate } from './lib/private-files.ts'
import { lowerBackgroundThreadPriority } from './lib/thread-priority.ts'
import { setV8Flags } from './lib/v8-flags.ts'

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  keepFilesPrivate()
  // Before the embedded database compiles its WebAssembly.
  setV8Flags()
  const config = loadConfig()
  if (config.timeZone) process.env.TZ = config.timeZone
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts })
    : await openPglite(config.dataDir, { healthTimeoutMs: config.databaseTimeouts.healthMs })
  const app = await buildApp({ config, database })
  // After the database and app are up, so the threads they started are lowered too.
  const lowered = await lowerBackgroundThreadPriority()
  app.log.debug({ threads: lowered }, 'background threads at the lowest CPU priority')

  // On the embedded database only this process may open DATA_DIR: `npm run backup` asks it
  // through a socket there (docs/decisions/115).
  const control =
    database.kind === 'pglite'
      ? await serveBackups(path.join(config.dataDir, CONTROL_SOCKET), {
          database,
          uploadsDir: config.uploadsDir,
          log: app.log,
        })
      : undefined

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting for in-flight requests')
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const deadline = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    deadline.unref()
    try {
      // Stops accepting connections, waits for the requests under way, then closes the
      // database so the embedded one is left clean and unlocked.
      await app.close()
      await control?.close()
      await database.close()
      app.log.info('shut down cleanly')
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await database.close()
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${config.port} is already in use: stop the other server, or set PORT to another port.`, {
        cause: error,
      })
    }
    throw error
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
