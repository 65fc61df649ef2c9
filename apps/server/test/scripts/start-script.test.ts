import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { serverRoot } from '../../src/lib/paths.ts'

const manifest = JSON.parse(fs.readFileSync(path.resolve(serverRoot, '../../package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

/**
 * A stand-in for the built server that reports each signal it gets and exits 0 on the first, as
 * the real one does once its requests are done; its pid goes in a file, to see whether it outlived
 * npm.
 */
const STAND_IN = `
const fs = require('fs')
fs.writeFileSync('server.pid', String(process.pid))
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    fs.appendFileSync('signals.txt', signal + '\\n')
    setTimeout(() => process.exit(0), 200)
  })
}
setInterval(() => {}, 1000)
console.log('listening')
`

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * `npm start` as a supervisor runs it (systemd, supervisord, pm2, a container whose first process
 * is npm): it knows npm's pid alone and signals that. The package's own start script runs on a
 * project of the same shape whose server is the stand-in above.
 */
describe("package.json's start script", () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) {
      const pidFile = path.join(root, 'server.pid')
      if (fs.existsSync(pidFile)) {
        const pid = Number(fs.readFileSync(pidFile, 'utf8'))
        if (alive(pid)) process.kill(pid, 'SIGKILL')
      }
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  async function startWithNpm() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-start-'))
    roots.push(root)
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'probe', private: true, scripts: { start: manifest.scripts.start } }),
    )
    fs.mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true })
    fs.writeFileSync(path.join(root, 'apps/server/dist/main.js'), STAND_IN)
    fs.writeFileSync(path.join(root, 'apps/server/dist/package.json'), '{"type":"commonjs"}')
    // Its own process group, as a service's is: a signal to the group reaches every process in it.
    const npm = spawn('npm', ['start', '--silent'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) resolve()
      })
      void exited.then((code) => reject(new Error(`npm start exited with ${code}`)))
    })
    const serverPid = Number(fs.readFileSync(path.join(root, 'server.pid'), 'utf8'))
    const signals = () => fs.readFileSync(path.join(root, 'signals.txt'), 'utf8').split('\n').filter(Boolean)
    return { npm, exited, serverPid, signals }
  }

  it('passes a SIGTERM sent to npm alone on to the server, and ends when the server does', async () => {
    const { npm, exited, serverPid, signals } = await startWithNpm()
    expect(serverPid).not.toBe(npm.pid)
    npm.kill('SIGTERM')
    expect(await exited).not.toBeNull()
    await expect.poll(() => alive(serverPid)).toBe(false)
    expect(signals()).toEqual(['SIGTERM'])
  })

  it('stops the server on Ctrl+C, which reaches npm and the server both', async () => {
    const { npm, exited, serverPid, signals } = await startWithNpm()
    process.kill(-npm.pid!, 'SIGINT')
    await exited
    await expect.poll(() => alive(serverPid)).toBe(false)
    expect(signals()[0]).toBe('SIGINT')
  })
})
