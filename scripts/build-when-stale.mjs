// Runs `npm run build` only when what the build reads changed since the last build: the sources of
// the web app, the server and the contract, and package-lock.json. Every successful build keeps a
// hash of them next to the server's build output (`--record`, run by `postbuild`); `npm start` and
// the other commands that run the built app call this first. Plain Node, no dependencies: it runs
// on a production install too.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const INPUTS = ['apps/web', 'apps/server', 'packages/contract', 'package.json', 'package-lock.json']
/**
 * Folders no build reads: installed packages, build output, tests, coverage, and a data directory
 * a development server keeps beside its sources (`npm run dev` in apps/server).
 */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'e2e', 'coverage', 'data'])
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js']
const stampPath = path.join(root, 'apps/server/dist/build-inputs.sha256')

function* files(relative) {
  const full = path.join(root, relative)
  if (!fs.statSync(full).isDirectory()) {
    yield relative
    return
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue
    if (entry.isDirectory() || entry.isFile()) yield* files(path.posix.join(relative, entry.name))
  }
}

function inputsHash() {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(`${file}\0`)
      hash.update(fs.readFileSync(path.join(root, file)))
      hash.update('\0')
    }
  }
  return hash.digest('hex')
}

function readStamp() {
  try {
    return fs.readFileSync(stampPath, 'utf8').trim()
  } catch {
    return undefined
  }
}

const current = inputsHash()
// `npm run build` ends with `--record`: a build made by hand counts as current too.
if (process.argv.includes('--record')) {
  fs.writeFileSync(stampPath, `${current}\n`)
  process.exit(0)
}
const built = OUTPUTS.every((output) => fs.existsSync(path.join(root, output)))
if (built && readStamp() === current) process.exit(0)

if (!fs.existsSync(path.join(root, 'node_modules/.bin/vite'))) {
  console.error(
    built
      ? 'The sources changed since the last build, and the build tools are not installed (npm ci --omit=dev).'
      : 'The app is not built, and the build tools are not installed (npm ci --omit=dev).',
  )
  console.error('Build with the development dependencies first: npm ci && npm run build')
  process.exit(1)
}

console.log(built ? 'Sources changed since the last build: building…' : 'Building the app…')
// An interrupted build must not leave a stamp that calls it current.
fs.rmSync(stampPath, { force: true })
// Through the npm that runs this script when there is one, so the same version builds.
const npm = process.env.npm_execpath
const result = npm?.endsWith('.js')
  ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
  : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
process.exit(result.status ?? 1)
