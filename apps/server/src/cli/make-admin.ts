import 'dotenv/config'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openPglite, openPostgres } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

/** `npm run make-admin -- <email>`: promotes an existing member to admin. */
async function main() {
  const email = process.argv[2]?.trim().toLowerCase()
  if (!email) {
    console.error('Usage: npm run make-admin -- <email>')
    process.exit(2)
  }
  const config = loadConfig()
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { timeouts: config.databaseTimeouts })
    : await openPglite(config.dataDir, { healthTimeoutMs: config.databaseTimeouts.healthMs })
  try {
    const updated = await database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, email))
      .returning({ id: users.id })
    if (updated.length === 0) {
      console.error(`No member has the email ${email}. They need to sign up first.`)
      process.exitCode = 1
    } else {
      console.log(`${email} is now an admin.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
