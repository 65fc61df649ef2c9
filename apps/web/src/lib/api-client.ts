import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
  type ParamsOption,
} from 'openapi-fetch'
import type { paths } from './api-types.ts'
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

/** A path of the server's document that answers `method`. */
type PathWith<Method extends 'get' | 'post' | 'put' | 'patch' | 'delete'> = {
  [Path in keyof paths]: paths[Path][Method] extends object ? Path : never
}[keyof paths]

/** A path whose POST takes a file in the multipart field `file`, as every upload route reads it. */
type UploadPath = {
  [Path in PathWith<'post'>]: paths[Path]['post'] extends {
    requestBody: { content: { 'multipart/form-data': { file: Blob } } }
  }
    ? Path
    : never
}[PathWith<'post'>]

/** A body of named parts, as multipart form data: what a route that reads `file` takes. */
export function formData(body: Record<string, string | Blob>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) form.append(name, value)
  return form
}

/** The options a call to this operation takes: its parameters, which may be left out when none is required. */
type ParamsArgument<Operation> =
  ParamsOption<Operation> extends { params: unknown }
    ? [options: ParamsOption<Operation>]
    : [options?: ParamsOption<Operation>]

/** The address of a GET the browser opens itself (a report it downloads), with its parameters filled in. */
export function apiHref<Path extends PathWith<'get'>>(path: Path, ...[options]: ParamsArgument<paths[Path]['get']>) {
  return apiAddress(path, options && 'params' in options ? options.params : undefined)
}

/** A document's path with its parameters in place, as `api` writes it. */
function apiAddress(path: string, params: { path?: unknown; query?: unknown } | undefined) {
  return createFinalURL(path, {
    baseUrl: '',
    params: (params ?? {}) as Parameters<typeof createFinalURL>[1]['params'],
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  })
}

/**
 * A file the server makes for the member (their data's zip, an achievement's card), fetched whole
 * so a refusal shows as an error in the app instead of being saved as the file; the name is the
 * server's.
 */
export async function downloadFile<Path extends PathWith<'get'>>(
  path: Path,
  ...[options]: ParamsArgument<paths[Path]['get']>
): Promise<{ blob: Blob; fileName: string }> {
  const address = apiAddress(path, options && 'params' in options ? options.params : undefined)
  const response = await fetch(address, { credentials: 'include', headers: { 'accept-language': i18n.language } })
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

export type UploadOptions<Path extends UploadPath> = ParamsOption<paths[Path]['post']> & {
  file: File
  onProgress: (progress: UploadProgress) => void
}

/**
 * Posts a file as multipart form data (field `file`) and reports how much of it has gone:
 * XMLHttpRequest rather than fetch, because only it tells. Answers and errors read as `api`'s do;
 * the path and its parameters are the document's, as for `api`.
 */
export function uploadFile<Path extends UploadPath>(
  path: Path,
  { file, onProgress, ...options }: UploadOptions<Path>,
): Promise<unknown> {
  const url = apiAddress(path, 'params' in options ? options.params : undefined)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) =>
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onload = () => {
      if (request.status === 401) onUnauthorized()
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(request.responseText ? JSON.parse(request.responseText) : undefined)
        } catch {
          reject(new ApiError(request.status, request.statusText || 'Unexpected answer'))
        }
        return
      }
      void apiErrorOf(request.status, request.statusText, request.responseText).then(reject)
    }
    request.onerror = () => reject(new ApiError(0, i18n.t('common:uploadFailed')))
    request.send(formData({ file }))
  })
}

let onUnauthorized = () => {
  window.location.assign('/no-profile')
}

/** Lets the app decide what a 401 does (it clears the stored login, then goes to /no-profile). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

/**
 * What every call shares. It is sent in the app's language rather than the browser's: the server
 * writes mails to people who have not chosen one yet (forgot password) in it. A 401 outside
 * /api/auth/ ends the login; a failure is thrown as an ApiError in the reader's language, so a
 * caller reads only successful answers.
 */
const appCalls: Middleware = {
  onRequest({ request }) {
    request.headers.set('accept-language', i18n.language)
  },
  async onResponse({ response, schemaPath }) {
    if (response.status === 401 && !schemaPath.startsWith('/api/auth/')) onUnauthorized()
    if (!response.ok) throw await apiErrorOf(response.status, response.statusText, await response.text())
  },
}

const client = createClient<paths>({
  // The page's own origin, written out: a request's address must be whole outside a browser (tests).
  baseUrl: globalThis.location?.origin,
  credentials: 'include',
  headers: { accept: 'application/json' },
  // Looked up at each call rather than once, so a test can stand in for the network.
  fetch: (request) => globalThis.fetch(request),
})
client.use(appCalls)

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Options<Path extends keyof paths, M extends Method> = MaybeOptionalInit<paths[Path], M>
type OptionsArgument<Path extends keyof paths, M extends Method> =
  undefined extends Options<Path, M> ? [options?: Options<Path, M>] : [options: Options<Path, M>]

/**
 * A call of one method. Its options are typed by the path alone, not inferred from what the caller
 * wrote, so a parameter or body field the server does not know is an error too, not only a
 * missing or mistyped one.
 */
type Call<M extends Method> = <Path extends PathWith<M>>(
  path: Path,
  ...options: OptionsArgument<Path, M>
) => Promise<FetchResponse<paths[Path][M] & object, Options<Path, M>, `${string}/${string}`>>

/**
 * The server's API, typed from its own document (`api-types.ts`, written by `npm run api-types`):
 * a path, parameter or body the server does not take fails the type check. Paths are the
 * document's, with their parameters named: `api.GET('/api/teams/{id}', { params: { path: { id } } })`.
 * A call answers `{ data }` (undefined for a 204); every failure is thrown, as an ApiError.
 */
export const api = {
  GET: client.GET as Call<'get'>,
  POST: client.POST as Call<'post'>,
  PUT: client.PUT as Call<'put'>,
  PATCH: client.PATCH as Call<'patch'>,
  DELETE: client.DELETE as Call<'delete'>,
}
