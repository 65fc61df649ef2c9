import {
  formatApiMessage,
  isApiMessageKey,
  matchApiMessage,
  type ApiMessageArgs,
  type ApiMessageKey,
  type ApiMessageParamValues,
} from '@stepup/contract'

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'

export const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
}

const formatAny = formatApiMessage as (key: ApiMessageKey, params?: ApiMessageParamValues) => string

/**
 * A sentence written as it stands rather than by key. It still works, and finds its key when its
 * text is one of the catalogue's; new code names the key instead.
 */
type Sentence<Text extends string> = Text extends ApiMessageKey ? never : Text

/**
 * An error the user can act on. Its `message` is the English sentence of `key` in the contract's
 * `apiMessages`, answered as `{ error, key, params }` so the web app can show it in the reader's
 * language (docs/decisions/063).
 */
export class AppError extends Error {
  readonly key: ApiMessageKey | undefined
  readonly params: ApiMessageParamValues | undefined

  /**
   * `keyOrSentence` is a catalogue key (with its `params`) or, for code not yet converted, the
   * English sentence itself. `field` leads the sentence, as a 400 names the field at fault.
   */
  constructor(
    readonly code: ErrorCode,
    keyOrSentence: ApiMessageKey | (string & {}),
    params?: ApiMessageParamValues,
    field?: string,
  ) {
    const matched = isApiMessageKey(keyOrSentence)
      ? { key: keyOrSentence, params }
      : { params: undefined, ...matchApiMessage(keyOrSentence) }
    const sentence = isApiMessageKey(keyOrSentence) ? formatAny(keyOrSentence, params) : keyOrSentence
    super(field ? `${field}: ${sentence}` : sentence)
    this.name = 'AppError'
    this.key = matched.key
    this.params = matched.params && Object.keys(matched.params).length > 0 ? matched.params : undefined
  }

  get statusCode() {
    return statusByCode[this.code]
  }
}

/** `make('teamFull')`, `make('manualEntryDaysBack', { days: 7 })`, or a plain sentence. */
function byKey(code: ErrorCode) {
  function make<Key extends ApiMessageKey>(key: Key, ...params: ApiMessageArgs<Key>): AppError
  function make<Text extends string>(sentence: Sentence<Text>): AppError
  function make(keyOrSentence: string, params?: ApiMessageParamValues) {
    return new AppError(code, keyOrSentence, params)
  }
  return make
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
export function unauthorized<Text extends string>(sentence: Sentence<Text>): AppError
export function unauthorized(keyOrSentence = 'loginRequired', params?: ApiMessageParamValues) {
  return new AppError('UNAUTHORIZED', keyOrSentence, params)
}

/** 403; "You are not allowed to do that" unless told otherwise. */
export function forbidden(): AppError
export function forbidden<Key extends ApiMessageKey>(key: Key, ...params: ApiMessageArgs<Key>): AppError
export function forbidden<Text extends string>(sentence: Sentence<Text>): AppError
export function forbidden(keyOrSentence = 'notAllowed', params?: ApiMessageParamValues) {
  return new AppError('FORBIDDEN', keyOrSentence, params)
}
