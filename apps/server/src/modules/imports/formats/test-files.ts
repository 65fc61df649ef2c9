import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/** A temporary folder for one test file, removed after its tests. */
export function testFolder(): (name: string) => string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-formats-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return (name) => path.join(dir, name)
}
