import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, openPostgres } from '../../src/db/client.ts'
import { createTemplateDatabase, dropDatabase } from './postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string
    postgresTemplate: string
  }
}

/**
 * Migrates one database per run; every test file then starts from a copy of it: a PGlite data
 * dump (about 0.4 s to load) or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project')
    const template = await createTemplateDatabase(url, async (templateUrl) => {
      const database = await openPostgres(templateUrl, { poolSize: 1 })
      await database.close()
    })
    project.provide('postgresTemplate', template)
    project.provide('pgliteDumpPath', '')
    return async () => dropDatabase(url, template)
  }

  const database = await openPglite(undefined)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-test-'))
  const dumpPath = path.join(dir, 'migrated.tar.gz')
  const dump = await database.dump!()
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteDumpPath', dumpPath)
  project.provide('postgresTemplate', '')
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
