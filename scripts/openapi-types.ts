/**
 * `npm run api-types`: writes the web client's types from the server's own API document, so a
 * call whose path, query or body drifts from the server fails the web's type check. The app is
 * built in this process on an empty embedded database, and its document read as
 * /api/docs/json serves it. `npm run api-types -- --check` only says whether the checked-in file
 * is current (apps/server/test/openapi-web-types.test.ts checks the same on every test run).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import prettier from 'prettier'
import ts from 'typescript'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openPglite } from '../apps/server/src/db/client.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where the generated types live, checked in beside the client that reads them. */
export const WEB_API_TYPES = path.join(root, 'apps/web/src/lib/api-types.ts')

const HEADER = `/**
 * The server's API as types: every path, its parameters, bodies and answers, generated from the
 * document the server serves at /api/docs/json. Do not edit: run \`npm run api-types\` after
 * changing a route's schema.
 */
`

/** A file in a body (\`format: binary\`) is what the browser sends, not a string. */
const BLOB = ts.factory.createTypeReferenceNode('Blob')

/** The generated module's text, formatted as the repository formats TypeScript. */
export async function webApiTypes(document: unknown): Promise<string> {
  const nodes = await openapiTS(document as OpenAPI3, {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  })
  const options = await prettier.resolveConfig(WEB_API_TYPES)
  return prettier.format(HEADER + astToString(nodes), { ...options, filepath: WEB_API_TYPES })
}

/** The document of an app built as the tests build it, on an empty embedded database. */
export async function serverApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-api-types-'))
  const database = await openPglite(undefined)
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', TZ: 'UTC' })
    const app = await buildApp({ config, database, logger: false })
    try {
      await app.ready()
      return app.swagger()
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const generated = await webApiTypes(await serverApiDocument())
  const current = fs.existsSync(WEB_API_TYPES) ? fs.readFileSync(WEB_API_TYPES, 'utf8') : ''
  const relative = path.relative(root, WEB_API_TYPES)
  if (process.argv.includes('--check')) {
    if (generated !== current) {
      console.error(`${relative} is out of date with the server's API document: run npm run api-types`)
      process.exit(1)
    }
    console.log(`${relative} is current`)
  } else if (generated === current) {
    console.log(`${relative} is current`)
  } else {
    fs.writeFileSync(WEB_API_TYPES, generated)
    console.log(`wrote ${relative}`)
  }
}
