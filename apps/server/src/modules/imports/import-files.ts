import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where an import's files live while it is read and previewed: the upload as it came, then the
 * step records read from it (which a new source order is counted from). Neither outlives the
 * import's preview.
 */
export class ImportFiles {
  constructor(readonly dir: string) {}

  upload(id: number) {
    return path.join(this.dir, `${id}.upload`)
  }

  records(id: number) {
    return path.join(this.dir, `${id}.records`)
  }

  /** A fresh name for an upload still arriving, before it has an import of its own. */
  incoming(name: string) {
    return path.join(this.dir, `.${name}.incoming`)
  }

  async ensureDir() {
    // Members' health data: readable by the server's own user alone.
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 })
  }

  async freeBytes(): Promise<number> {
    await this.ensureDir()
    const { bavail, bsize } = await fs.statfs(this.dir)
    return bavail * bsize
  }

  /** The bytes the imports' records files take (a missing one counts nothing). */
  async recordsBytes(ids: readonly number[]): Promise<number> {
    const sizes = await Promise.all(
      ids.map((id) =>
        fs.stat(this.records(id)).then(
          (stat) => stat.size,
          () => 0,
        ),
      ),
    )
    return sizes.reduce((sum, size) => sum + size, 0)
  }

  async removeUpload(id: number) {
    await fs.rm(this.upload(id), { force: true })
  }

  /** Uploads not written to for `staleMs`: a stop cut them off. */
  async removeIncoming(staleMs: number) {
    const names = await fs.readdir(this.dir).catch(() => [] as string[])
    const before = Date.now() - staleMs
    for (const name of names.filter((each) => each.endsWith('.incoming'))) {
      const file = path.join(this.dir, name)
      const stat = await fs.stat(file).catch(() => undefined)
      if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true })
    }
  }

  async removeAll(id: number) {
    await Promise.all([fs.rm(this.upload(id), { force: true }), fs.rm(this.records(id), { force: true })])
  }
}
