import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from './node-flags.ts'

describe('SERVER_NODE_FLAGS', () => {
  it('are read from the start script, and Node.js accepts them', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16')
    // A misspelt flag stops node before it runs anything.
    expect(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-p', '1'], { encoding: 'utf8' }).trim()).toBe('1')
  })
})
