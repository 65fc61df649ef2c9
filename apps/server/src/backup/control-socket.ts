import fs from 'node:fs'
import net from 'node:net'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Database } from '../db/client.ts'
import { recordBackupCompleted } from './last-backup.ts'
import { writeBackup } from './write.ts'

/**
 * The embedded database can be open in one process only. While the server runs, a backup is
 * taken by the server itself, asked through a Unix socket in DATA_DIR: whoever can reach it can
 * read the database's files anyway (docs/decisions/115).
 */
export const CONTROL_SOCKET = 'control.sock'

interface BackupRequest {
  uploads: boolean
}

/**
 * What a client asks, in one JSON line: a backup (`{"uploads": true}`), or, once the file it
 * wrote is complete, that the backup be recorded as completed (`{"completed": true}`), answered
 * `recorded` and a new line.
 */
type ControlRequest = ({ kind: 'backup' } & BackupRequest) | { kind: 'completed' }

const RECORDED = 'recorded\n'

/** A connection that neither sends nor takes a byte for this long is closed. */
const IDLE_TIMEOUT_MS = 60_000

export interface ControlSocketOptions {
  database: Database
  uploadsDir: string
  log: { info(object: object, message: string): void; error(object: object, message: string): void }
  idleTimeoutMs?: number
}

export async function serveBackups(socketPath: string, options: ControlSocketOptions) {
  const connections = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
    socket.on('error', () => {
      // The client went away; the backup's own promise reports it.
    })
    // On the embedded database the backup's transaction holds every request of the app back: a
    // client that asks nothing, or stops reading, must not hold it for ever.
    socket.setTimeout(options.idleTimeoutMs ?? IDLE_TIMEOUT_MS, () => socket.destroy())
    void readRequest(socket).then(async (request) => {
      if (!request) return socket.destroy()
      if (request.kind === 'completed') return recordCompleted(socket, options)
      const started = Date.now()
      try {
        const manifest = await writeBackup(options.database, socket, {
          uploadsDir: request.uploads ? options.uploadsDir : undefined,
        })
        options.log.info(
          { ms: Date.now() - started, tables: manifest.tables.length, uploads: manifest.uploads.length },
          'backup taken through the control socket',
        )
      } catch (error) {
        options.log.error({ err: error }, 'backup through the control socket failed')
        socket.destroy()
      }
    })
  })
  try {
    await listen(server, socketPath)
  } catch (error) {
    // A path too long for a socket, a read-only folder: the server runs on, and `npm run
    // backup` says the database is open in another process.
    options.log.error({ err: error, socketPath }, 'cannot listen on the control socket: stop the server to back up')
    return { close: async () => {} }
  }
  // Only the data directory's owner may ask.
  fs.chmodSync(socketPath, 0o600)
  return {
    // A backup under way is cut short rather than waited for: its client sees it incomplete.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of connections) socket.destroy()
      }),
  }
}

async function recordCompleted(socket: net.Socket, options: ControlSocketOptions) {
  try {
    await recordBackupCompleted(options.database.db)
    socket.end(RECORDED)
  } catch (error) {
    options.log.error({ err: error }, 'recording a completed backup failed')
    socket.destroy()
  }
}

/**
 * Listens on the socket path. A socket file left by a server that stopped without cleaning up is
 * removed: this process holds the data directory's lock, so no other server is using it.
 */
async function listen(server: net.Server, socketPath: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(socketPath, () => {
          server.off('error', reject)
          resolve()
        })
      })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 1) throw error
      fs.rmSync(socketPath, { force: true })
    }
  }
}

/** The one request line, a small JSON object; anything else gets the connection closed. */
function readRequest(socket: net.Socket): Promise<ControlRequest | undefined> {
  return new Promise((resolve) => {
    let text = ''
    const done = (request: ControlRequest | undefined) => {
      socket.off('data', onData)
      socket.off('end', onEnd)
      resolve(request)
    }
    const onEnd = () => done(undefined)
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8')
      const end = text.indexOf('\n')
      if (end === -1) {
        if (text.length > 1024) done(undefined)
        return
      }
      try {
        const request = JSON.parse(text.slice(0, end)) as Partial<BackupRequest & { completed: boolean }>
        if (request.completed === true) done({ kind: 'completed' })
        else done(typeof request.uploads === 'boolean' ? { kind: 'backup', uploads: request.uploads } : undefined)
      } catch {
        done(undefined)
      }
    }
    socket.on('data', onData)
    socket.once('end', onEnd)
  })
}

/**
 * Asks the server running on this data directory for a backup and writes it to `output`.
 * Answers false, having written nothing, when no server listens there.
 */
export async function backupFromServer(socketPath: string, output: Writable, request: BackupRequest) {
  const socket = net.connect(socketPath)
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve)
      socket.once('error', reject)
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return false
    throw error
  }
  socket.write(JSON.stringify(request) + '\n')
  // Either side failing destroys both: an output that fails (a full disk) closes the socket, so
  // the server's backup ends too instead of waiting for this process to read on.
  await pipeline(socket, output)
  return true
}

/** Tells the server running on this data directory that a backup it wrote is complete. */
export async function recordThroughServer(socketPath: string) {
  const socket = net.connect(socketPath)
  const answer: Buffer[] = []
  socket.on('data', (chunk: Buffer) => answer.push(chunk))
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject)
    socket.once('close', () => resolve())
    socket.once('connect', () => socket.write(JSON.stringify({ completed: true }) + '\n'))
  })
  if (Buffer.concat(answer).toString('utf8') !== RECORDED) {
    throw new Error('the running server did not record it (see its log)')
  }
}
