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

/** An error the user can act on: its message is shown to them as `{ error }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }

  get statusCode() {
    return statusByCode[this.code]
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message)
export const unauthorized = (message = 'You need to log in') => new AppError('UNAUTHORIZED', message)
export const forbidden = (message = 'You are not allowed to do that') => new AppError('FORBIDDEN', message)
export const notFound = (message: string) => new AppError('NOT_FOUND', message)
export const conflict = (message: string) => new AppError('CONFLICT', message)
