import fs from 'node:fs'
import path from 'node:path'

/**
 * The product's version, from the server's package.json: the folder above this file in the source
 * (`src/lib/`) and above the bundle (`dist/`) alike, whichever holds it first. The health checks
 * answer it and the start says it, so an operator can tell which build a process runs.
 */
export const VERSION: string = findVersion(import.meta.dirname)

function findVersion(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string }
      if (name === '@stepup/server' && version) return version
    }
    if (path.dirname(dir) === dir) throw new Error('The server has no package.json with its version above it')
  }
}
