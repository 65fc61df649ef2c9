import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** apps/server, found from this module whether it runs from src/ or bundled in dist/. */
function findServerRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the server package folder')
    dir = parent
  }
  return dir
}

export const serverRoot = findServerRoot()
export const migrationsFolder = path.join(serverRoot, 'drizzle')
export const webDistDir = path.resolve(serverRoot, '../web/dist')
