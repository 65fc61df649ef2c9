import net from 'node:net'

/**
 * A TCP proxy in front of a server, to stand for a database that stops answering. `pause()` keeps
 * every connection open and forwards nothing (what the client sends waits, as in a hung server
 * or a network dropping packets); `refuse()` closes every connection and stops listening, so new
 * ones are refused; `resume()` goes back to forwarding, sending what waited.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let state: 'open' | 'paused' | 'refusing' = 'open'
  /** What one side sent the other while paused: data, or its end (null). */
  type Held = { to: net.Socket; data: Buffer | null }
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; held: Held[] }>()

  function forward(pair: { held: Held[] }, to: net.Socket, data: Buffer | null) {
    if (state === 'paused') pair.held.push({ to, data })
    else if (data) to.write(data)
    else to.end()
  }

  // Half-open allowed, so that a side's end is forwarded (or held) like its data: a server that
  // stopped answering does not close its side when the client says goodbye.
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect({ ...target, allowHalfOpen: true })
    const pair = { client, upstream, held: [] as Held[] }
    pairs.add(pair)
    client.on('data', (data) => forward(pair, upstream, data))
    upstream.on('data', (data) => forward(pair, client, data))
    client.on('end', () => forward(pair, upstream, null))
    upstream.on('end', () => forward(pair, client, null))
    const close = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', close).on('error', close)
    upstream.on('close', close).on('error', close)
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as net.AddressInfo).port)
      })
    })
  const port = await listen(0)

  return {
    port,
    /** `url` with its host and port replaced by the proxy's. */
    urlFor(url: string) {
      const through = new URL(url)
      through.hostname = '127.0.0.1'
      through.port = String(port)
      return through.toString()
    },
    pause() {
      state = 'paused'
    },
    async refuse() {
      state = 'refusing'
      for (const pair of pairs) pair.client.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
    async resume() {
      if (state === 'refusing') await listen(port)
      state = 'open'
      for (const pair of pairs) {
        for (const { to, data } of pair.held.splice(0)) {
          if (data) to.write(data)
          else to.end()
        }
      }
    },
    async close() {
      for (const pair of pairs) pair.client.destroy()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>
