import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

/** The nginx binary on this machine, or undefined: Debian puts it in /usr/sbin, off a user's PATH. */
export function findNginx(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  return folders.map((folder) => path.join(folder, 'nginx')).find((file) => isExecutable(file))
}

function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

/** A free TCP port on 127.0.0.1 (free when asked: nginx takes it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** A self-signed certificate for `host`, written into `dir`, for nginx to serve TLS with. */
export function selfSignedCertificate(dir: string, host: string) {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`, '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  return { cert, key, pem: fs.readFileSync(cert, 'utf8') }
}

export interface RunningNginx {
  /** What nginx wrote to its error log so far. */
  errors: () => string
  stop: () => Promise<void>
}

/**
 * Starts nginx in the foreground with `httpBlock` (server and upstream blocks, as a site file
 * holds them) inside a main configuration of its own: everything it writes (pid, logs, request
 * bodies) stays under `prefix`. Resolves once every port in `ports` takes connections.
 */
export async function startNginx(
  nginx: string,
  { prefix, httpBlock, ports }: { prefix: string; httpBlock: string; ports: number[] },
): Promise<RunningNginx> {
  const temp = (name: string) => path.join(prefix, name)
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(temp(name), { recursive: true })
  const errorLog = temp('error.log')
  const conf = temp('nginx.conf')
  fs.writeFileSync(
    conf,
    [
      // Run as root (CI), nginx would hand its workers to `nobody`, who cannot write under `prefix`.
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${temp('access.log')};`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      httpBlock,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(nginx, ['-p', prefix, '-e', errorLog, '-c', conf, '-g', 'daemon off; master_process on;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const errors = () => stderr + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '')

  for (const port of ports) {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited:\n${errors()}`)
      if (await accepts(port)) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return {
    errors,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: finish what is under way, then stop the workers and exit.
        child.kill('SIGQUIT')
        await exited
      }
    },
  }
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
