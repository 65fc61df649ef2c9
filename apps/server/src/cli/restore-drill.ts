import 'dotenv/config'
import { restoreDrillCommand } from '../backup/index.ts'
import { loadConfig } from '../config.ts'
import { keepFilesPrivate } from '../lib/private-files.ts'

keepFilesPrivate()
restoreDrillCommand(process.argv.slice(2), loadConfig()).then(
  // Ends here, whatever handle might be left open (a socket, a stream).
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
