import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')

describe('SERVER_NODE_FLAGS', () => {
  it('are read from the start script, and Node.js accepts them', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16')
    // A misspelt flag stops node before it runs anything.
    expect(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-p', '1'], { encoding: 'utf8' }).trim()).toBe('1')
  })

  it('are the ones the container image and the systemd unit start the server with', () => {
    const command = ['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']
    expect(read('Dockerfile')).toContain(`CMD ${JSON.stringify(command).replaceAll(',', ', ')}`)
    expect(read('deploy/systemd/stepup.service')).toContain(`ExecStart=/usr/bin/${command.join(' ')}`)
  })
})
