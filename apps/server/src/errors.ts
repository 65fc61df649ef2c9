import { formatApiMessage, type ApiMessageArgs, type ApiMessageKey, type ApiMessageParamValues } from '@stepup/contract'

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'INSUFFICIENT_STORAGE'

export const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INSUFFICIENT_STORAGE: 507,
}

const formatAny = formatApiMessage as (key: ApiMessageKey, params?: ApiMessageParamValues) => string

/**
 * An error the user can act on. Its `message` is the English sentence of `key` in the contract's
 * `apiMessages`, answered as `{ error, key, params }` so the web app can show it in the reader's
 * language (docs/decisions/063).
 */
export class AppError extends Error {
  readonly params: ApiMessageParamValues | undefined

  /** `field` leads the sentence, as a 400 names the field at fault. */
  constructor(
    readonly code: ErrorCode,
    readonly key: ApiMessageKey,
    params?: ApiMessageParamValues,
    field?: string,
  ) {
    const sentence = formatAny(key, params)
    super(field ? `${field}: ${sentence}` : sentence)
    this.name = 'AppError'
    this.params = params && Object.keys(params).length > 0 ? params : undefined
  }

  get statusCode() {
    return statusByCode[this.code]
  }
}

/** `make('teamFull')`, `make('manualEntryDaysBack', { days: 7 })`. */
function byKey(code: ErrorCode) {
  return <Key extends ApiMessageKey>(key: Key, ...params: ApiMessageArgs<Key>) => new AppError(code, key, params[0])
}

/** An error with any code, by key: `appError('PAYLOAD_TOO_LARGE', 'imageTooLarge', { megabytes: 10 })`. */
export function appError<Key extends ApiMessageKey>(code: ErrorCode, key: Key, ...params: ApiMessageArgs<Key>) {
  return new AppError(code, key, params[0])
}

/** A 400 naming the field at fault: `endDate: End date must be after the start date`. */
export function invalidField<Key extends ApiMessageKey>(field: string, key: Key, ...params: ApiMessageArgs<Key>) {
  return new AppError('BAD_REQUEST', key, params[0], field)
}

export const badRequest = byKey('BAD_REQUEST')
export const notFound = byKey('NOT_FOUND')
export const conflict = byKey('CONFLICT')

/** 401; "You need to log in" unless told otherwise. */
export function unauthorized(): AppError
export function unauthorized<Key extends ApiMessageKey>(key: Key, ...params: ApiMessageArgs<Key>): AppError
export function unauthorized(key: ApiMessageKey = 'loginRequired', params?: ApiMessageParamValues) {
  return new AppError('UNAUTHORIZED', key, params)
}

/** 403; "You are not allowed to do that" unless told otherwise. */
export function forbidden(): AppError
export function forbidden<Key extends ApiMessageKey>(key: Key, ...params: ApiMessageArgs<Key>): AppError
export function forbidden(key: ApiMessageKey = 'notAllowed', params?: ApiMessageParamValues) {
  return new AppError('FORBIDDEN', key, params)
}
