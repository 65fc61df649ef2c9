// Bundles the server (with the shared contract) into dist/main.js; npm packages stay external.
// The import worker is a bundle of its own, dist/import-worker.js, which main.js starts beside it.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stepup/'))

await build({
  entryPoints: {
    main: 'src/main.ts',
    'make-admin': 'src/cli/make-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'restore-drill': 'src/cli/restore-drill.ts',
    'move-to-postgres': 'src/cli/move-to-postgres.ts',
    'import-worker': 'src/modules/imports/formats/import-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})

// An empty embedded database, made once per PGlite version: a first start unpacks it rather than
// running initdb, which took the start to 750 MB (src/db/pglite.ts, docs/decisions/114).
const pgliteDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..')
const { version } = JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8'))
const emptyDatabase = fileURLToPath(new URL(`dist/empty-database-pglite-${version}.tar.gz`, import.meta.url))
if (!existsSync(emptyDatabase)) {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create()
  const files = await db.dumpDataDir('gzip')
  await db.close()
  writeFileSync(`${emptyDatabase}.part`, Buffer.from(await files.arrayBuffer()))
  renameSync(`${emptyDatabase}.part`, emptyDatabase)
}
