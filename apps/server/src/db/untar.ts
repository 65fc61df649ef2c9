import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'

const BLOCK = 512

/**
 * Unpacks a gzipped tar file of regular files and folders, as PGlite's `dumpDataDir` writes them,
 * into `dir`. Anything else (links, devices, a name leaving `dir`) is refused: the files come
 * from the build, and nothing else is expected in them.
 */
export async function unpackTarGz(file: string, dir: string) {
  const tar = await promisify(gunzip)(fs.readFileSync(file))
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const prefix = text(header, 345, 155)
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100)
    const mode = parseInt(text(header, 100, 8) || '0', 8)
    const size = parseInt(text(header, 124, 12) || '0', 8)
    const type = String.fromCharCode(header[156]!)
    const target = path.resolve(dir, `.${path.posix.resolve('/', name)}`)
    if (!target.startsWith(path.resolve(dir) + path.sep)) throw new Error(`${file}: ${name} leaves the folder`)
    offset += BLOCK
    if (type === '5') {
      fs.mkdirSync(target, { recursive: true, mode: mode & 0o777 })
    } else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, tar.subarray(offset, offset + size), { mode: mode & 0o777 })
      offset += Math.ceil(size / BLOCK) * BLOCK
    } else {
      throw new Error(`${file}: ${name} is neither a file nor a folder`)
    }
  }
}

function text(header: Buffer, start: number, length: number) {
  const field = header.subarray(start, start + length)
  const end = field.indexOf(0)
  return field.toString('utf8', 0, end === -1 ? length : end).trim()
}
