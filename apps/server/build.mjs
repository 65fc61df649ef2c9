// Bundles the server (with the shared contract) into dist/main.js; npm packages stay external.
// The import worker is a bundle of its own, dist/import-worker.js, which main.js starts beside it.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stepup/'))

await build({
  entryPoints: {
    main: 'src/main.ts',
    'make-admin': 'src/cli/make-admin.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
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
