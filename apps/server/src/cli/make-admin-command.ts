import { normalizeEmail } from '@stepup/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

const USAGE = 'Usage: npm run make-admin -- <email>'

/** Where the command's lines go: the terminal, or a test's lists. */
export interface CommandOutput {
  log(line: string): void
  error(line: string): void
}

/**
 * `npm run make-admin -- <email>`: promotes an existing member to admin and answers the exit
 * code. The database is opened, through `withDatabase`, only once an email was given.
 */
export async function makeAdmin(
  args: readonly string[],
  withDatabase: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
  output: CommandOutput = console,
): Promise<number> {
  const email = normalizeEmail(args[0] ?? '')
  if (!email) {
    output.error(USAGE)
    return 2
  }
  const updated = await withDatabase((db) =>
    db.update(users).set({ isAdmin: true }).where(eq(users.email, email)).returning({ id: users.id }),
  )
  if (updated.length === 0) {
    output.error(`No member has the email ${email}. They need to sign up first.`)
    return 1
  }
  output.log(`${email} is now an admin.`)
  return 0
}
