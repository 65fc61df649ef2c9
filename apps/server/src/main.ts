import 'dotenv/config'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openPglite, openPostgres } from './db/client.ts'

async function main() {
  const config = loadConfig()
  if (config.timeZone) process.env.TZ = config.timeZone
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir)
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
