import crypto from 'node:crypto'
import pg from 'pg'

function withDatabase(url: string, database: string) {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createTemplateDatabase(url: string, migrate: (templateUrl: string) => Promise<void>) {
  const name = `stepup_template_${crypto.randomBytes(4).toString('hex')}`
  await admin(url, (client) => client.query(`create database ${name}`))
  await migrate(withDatabase(url, name))
  return name
}

/** A fresh database copied from the migrated template; returns its URL. */
export async function createDatabaseFromTemplate(url: string, template: string) {
  const name = `stepup_test_${crypto.randomBytes(6).toString('hex')}`
  await admin(url, (client) => client.query(`create database ${name} template ${template}`))
  return { name, url: withDatabase(url, name) }
}

export async function dropDatabase(url: string, name: string) {
  await admin(url, (client) => client.query(`drop database if exists ${name} with (force)`))
}
