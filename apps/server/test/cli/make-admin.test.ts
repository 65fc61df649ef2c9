import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../src/cli/make-admin-command.ts'
import type { Database, Db } from '../../src/db/client.ts'
import { users } from '../../src/db/schema/index.ts'
import { serverRoot } from '../../src/lib/paths.ts'
import { openTestDatabase, unpackMigratedDatabase } from '../helpers/app.ts'

const run = promisify(execFile)
const repoRoot = path.resolve(serverRoot, '../..')

/** Whether the member with this email is an admin, or undefined when there is none. */
async function isAdmin(db: Db, email: string) {
  const [row] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.email, email))
  return row?.isAdmin
}

describe('npm run make-admin -- <email>', () => {
  let database: Database

  beforeAll(async () => {
    database = await openTestDatabase()
    await database.db.insert(users).values([
      { username: 'Future Admin', email: 'boss@example.com', passwordHash: 'not-a-hash' },
      { username: 'Still Member', email: 'member@example.com', passwordHash: 'not-a-hash' },
    ])
  })
  afterAll(() => database.close())

  /** The command as the command line runs it, on this file's database, with what it printed. */
  async function makeAdminHere(...args: string[]) {
    const stdout: string[] = []
    const stderr: string[] = []
    const code = await makeAdmin(args, (work) => work(database.db), {
      log: (line) => stdout.push(line),
      error: (line) => stderr.push(line),
    })
    return { code, stdout, stderr }
  }

  it('promotes an existing member, whatever the case of the email typed', async () => {
    expect(await isAdmin(database.db, 'boss@example.com')).toBe(false)
    const result = await makeAdminHere('  Boss@Example.com ')
    expect(result).toEqual({ code: 0, stdout: ['boss@example.com is now an admin.'], stderr: [] })
    expect(await isAdmin(database.db, 'boss@example.com')).toBe(true)
    expect(await isAdmin(database.db, 'member@example.com')).toBe(false)
  })

  it('fails with a readable message for an email nobody signed up with', async () => {
    const result = await makeAdminHere('nobody@example.com')
    expect(result).toEqual({
      code: 1,
      stdout: [],
      stderr: ['No member has the email nobody@example.com. They need to sign up first.'],
    })
  })

  it('prints the usage without an email, before opening the database', async () => {
    for (const args of [[], ['   ']]) {
      const stderr: string[] = []
      const code = await makeAdmin(args, () => Promise.reject(new Error('The usage needs no database')), {
        log: () => {},
        error: (line) => stderr.push(line),
      })
      expect({ code, stderr }).toEqual({ code: 2, stderr: ['Usage: npm run make-admin -- <email>'] })
    }
  })

  // One run of the real command line, a Node process compiling TypeScript and starting the
  // embedded database (seconds on a busy machine): DATA_DIR read from the environment, the
  // database's files and lock there, what it prints and its exit code.
  it.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'runs from the command line on the embedded database in DATA_DIR',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-make-admin-'))
      try {
        await unpackMigratedDatabase(dataDir)

        const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir }
        const failed = await run(
          'node',
          ['--import', 'tsx', 'apps/server/src/cli/make-admin.ts', 'Nobody@Example.com'],
          { cwd: repoRoot, env },
        ).catch((error: { code: number; stdout: string; stderr: string }) => error)
        expect(failed).toMatchObject({
          code: 1,
          stdout: '',
          stderr: 'No member has the email nobody@example.com. They need to sign up first.\n',
        })
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
