/** Thrown for every failed call; `message` is the server's `{ error }` text or the status text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Body = unknown

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined || isForm
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  if (response.status === 401 && !path.startsWith('/api/auth/')) {
    onUnauthorized()
  }
  if (!response.ok) {
    let message = response.statusText || `Request failed (${response.status})`
    try {
      const data = (await response.json()) as { error?: unknown }
      if (typeof data.error === 'string' && data.error) message = data.error
    } catch {
      // not JSON: keep the status text
    }
    throw new ApiError(response.status, message)
  }
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

let onUnauthorized = () => {
  window.location.assign('/no-profile')
}

/** Lets the app decide what a 401 does (it clears the stored login, then goes to /no-profile). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: Body) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: Body) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
}
