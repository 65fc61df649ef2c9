import { i18n, loadNamespaces } from './i18n.ts'

type Params = Record<string, string | number>

/**
 * Thrown for every failed call. `message` is the server's sentence in the reader's language when
 * its `key` is one the `errors` namespace knows, else the server's `{ error }` text, else the
 * status text; every `error.message` shown in the app reads in the chosen language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly key?: string,
    readonly params?: Params,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The reader's wording of a server error: the `errors` namespace by `key`, or the server's text. */
export function translateApiError(serverText: string, key: unknown, params?: unknown): string {
  if (typeof key !== 'string' || !i18n.exists(`errors:${key}`)) return serverText
  const values = isParams(params) ? params : {}
  return i18n.t(`errors:${key}`, { ...values, defaultValue: serverText })
}

const isParams = (value: unknown): value is Params =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')

type Body = unknown

/**
 * The error a failed answer stands for: the server's `{ error, key, params }` in the reader's
 * language, else the status text. The error strings load the first time the server names one.
 */
async function apiErrorOf(status: number, statusText: string, text: string): Promise<ApiError> {
  let message = statusText || `Request failed (${status})`
  let key: string | undefined
  let params: Params | undefined
  try {
    const data = JSON.parse(text) as { error?: unknown; key?: unknown; params?: unknown }
    if (typeof data.error === 'string' && data.error) message = data.error
    if (typeof data.key === 'string') key = data.key
    if (isParams(data.params)) params = data.params
  } catch {
    // not JSON: keep the status text
  }
  if (key) await loadNamespaces(['errors']).catch(() => undefined)
  return new ApiError(status, translateApiError(message, key, params), key, params)
}

async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(path, {
    method,
    credentials: 'include',
    // The app's language rather than the browser's: the server writes mails to people who have
    // not chosen one yet (forgot password) in it.
    headers:
      body === undefined || isForm
        ? { accept: 'application/json', 'accept-language': i18n.language }
        : { 'content-type': 'application/json', accept: 'application/json', 'accept-language': i18n.language },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  })
  if (response.status === 401 && !path.startsWith('/api/auth/')) {
    onUnauthorized()
  }
  if (!response.ok) throw await apiErrorOf(response.status, response.statusText, await response.text())
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

/**
 * A file the server makes for the member (their data's zip), fetched whole so a refusal shows as
 * an error in the app instead of being saved as the file; the name is the server's.
 */
export async function downloadFile(path: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(path, { credentials: 'include', headers: { 'accept-language': i18n.language } })
  if (response.status === 401) onUnauthorized()
  if (!response.ok) throw await apiErrorOf(response.status, response.statusText, await response.text())
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download'
  return { blob: await response.blob(), fileName }
}

/** Bytes of a request body sent so far, and the whole body's size. */
export interface UploadProgress {
  sent: number
  total: number
}

/**
 * Posts a file as multipart form data (field `file`) and reports how much of it has gone:
 * XMLHttpRequest rather than fetch, because only it tells. Answers and errors read as `api`'s do.
 */
export function uploadFile<T>(path: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onload = () => {
      if (request.status === 401) onUnauthorized()
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve((request.responseText ? JSON.parse(request.responseText) : undefined) as T)
        } catch {
          reject(new ApiError(request.status, request.statusText || 'Unexpected answer'))
        }
        return
      }
      void apiErrorOf(request.status, request.statusText, request.responseText).then(reject)
    }
    request.onerror = () => reject(new ApiError(0, i18n.t('common:uploadFailed')))
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
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
  delete: <T>(path: string, body?: Body) => request<T>('DELETE', path, body),
}
