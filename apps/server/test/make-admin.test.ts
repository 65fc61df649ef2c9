import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { openPglite } from '../src/db/client.ts'
import { users } from '../src/db/schema/index.ts'
import { serverRoot } from '../src/lib/paths.ts'
import { registerUser } from '../src/modules/auth/auth.service.ts'

const run = promisify(execFile)
const repoRoot = path.resolve(serverRoot, '../..')

describe('npm run make-admin -- <email>', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-make-admin-'))
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const database = await openPglite(config.dataDir)
    try {
      await registerUser(database.db, config, {
        username: 'Future Admin',
        email: 'boss@example.com',
        password: 'secret1',
      })
    } finally {
      await database.close()
    }
  })
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  /** The command line as `npm run make-admin` runs it, on the embedded database in dataDir. */
  async function makeAdmin(...args: string[]) {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir }
    try {
      const { stdout, stderr } = await run('node', ['--import', 'tsx', 'apps/server/src/cli/make-admin.ts', ...args], {
        cwd: repoRoot,
        env,
      })
      return { code: 0, stdout, stderr }
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string }
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
    }
  }

  async function isAdmin(email: string) {
    const database = await openPglite(dataDir)
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, email))
      return row?.isAdmin
    } finally {
      await database.close()
    }
  }

  it('promotes an existing member, whatever the case of the email typed', async () => {
    expect(await isAdmin('boss@example.com')).toBe(false)
    const result = await makeAdmin('  Boss@Example.com ')
    expect(result).toMatchObject({ code: 0, stdout: 'boss@example.com is now an admin.\n' })
    expect(await isAdmin('boss@example.com')).toBe(true)
  })

  it('fails with a readable message for an email nobody signed up with', async () => {
    const result = await makeAdmin('nobody@example.com')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('No member has the email nobody@example.com. They need to sign up first.')
  })

  it('prints the usage without an email', async () => {
    const result = await makeAdmin()
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Usage: npm run make-admin -- <email>')
  })
})
