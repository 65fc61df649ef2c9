import 'dotenv/config'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { buildApp } from './app.ts'
import { backupBeforeMigrating, CONTROL_SOCKET, serveBackups } from './backup/index.ts'
import { loadConfig, type Config } from './config.ts'
import { describeServer, openPglite, openPostgres } from './db/client.ts'
import { keepFilesPrivate } from './lib/private-files.ts'
import { lowerBackgroundThreadPriority } from './lib/thread-priority.ts'
import { setV8Flags } from './lib/v8-flags.ts'
import { VERSION } from './lib/version.ts'
import { checkRedis } from './plugins/rate-limit.ts'

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000
/**
 * A second signal this soon after the first is the same request to stop: Ctrl+C under `npm start`
 * reaches the server twice, from the terminal and passed on by npm. One later than this means
 * "stop now".
 */
const REPEATED_SIGNAL_MS = 1_000

async function main() {
  keepFilesPrivate()
  // Before the embedded database compiles its WebAssembly.
  setV8Flags()
  const config = loadConfig()
  if (config.timeZone) process.env.TZ = config.timeZone
  if (config.redisUrl) await checkRedis(config.redisUrl)
  // An existing community with migrations to apply is backed up first (docs/decisions/126).
  const beforeMigrate = backupBeforeMigrating(config)
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts, beforeMigrate })
    : await openPglite(config.dataDir, { healthTimeoutMs: config.databaseTimeouts.healthMs, beforeMigrate })
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

  let firstSignalAt: number | undefined
  const shutdown = async (signal: string) => {
    if (firstSignalAt !== undefined) {
      if (performance.now() - firstSignalAt < REPEATED_SIGNAL_MS) return
      app.log.warn({ signal }, 'second signal: exiting without waiting for in-flight requests')
      process.exit(1)
    }
    firstSignalAt = performance.now()
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
  announceStart(config, database.kind, (app.server.address() as AddressInfo).port, app.log)
}

/**
 * One log line with what an operator checks first (version, database, data folder, public origin,
 * mail), and one plain line on stderr with the address to open, apart from the JSON on stdout.
 */
function announceStart(
  config: Config,
  databaseKind: 'pglite' | 'postgres',
  port: number,
  log: { info: (details: object, message: string) => void },
) {
  const database =
    databaseKind === 'postgres'
      ? `PostgreSQL at ${describeServer(config.databaseUrl!)}`
      : `embedded (PGlite) in ${path.join(config.dataDir, 'db')}`
  const mail = config.smtpUrl
    ? `sent through ${new URL(config.smtpUrl).host}`
    : `written to ${config.outboxDir} (SMTP_URL unset)`
  const open = config.appOriginIsLocal ? `http://localhost:${port}` : config.appOrigin
  log.info(
    { version: VERSION, database, dataDir: config.dataDir, origin: open, mail, listening: `${config.host}:${port}` },
    `StepUp ${VERSION} started`,
  )
  const behindProxy = config.appOriginIsLocal ? '' : ` (listening on ${config.host}:${port})`
  process.stderr.write(`StepUp ${VERSION} is running: open ${open}${behindProxy}\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
