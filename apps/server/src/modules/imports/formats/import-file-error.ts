export type ImportFileErrorCode =
  | 'emptyFile'
  | 'unknownFormat'
  | 'brokenFile'
  | 'zipBomb'
  | 'tooSlow'
  /** More records, or a longer value, than one import may hold: the file may be real, but too big. */
  | 'tooLarge'
  /** Writing the records would leave the disk less free space than the server keeps. */
  | 'storageFull'

/** Why a file cannot be read; `code` maps to an HTTP answer by the caller. */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code)
    this.name = 'ImportFileError'
  }
}

const CODES: readonly string[] = [
  'emptyFile',
  'unknownFormat',
  'brokenFile',
  'zipBomb',
  'tooSlow',
  'tooLarge',
  'storageFull',
] satisfies ImportFileErrorCode[]

export function isImportFileErrorCode(code: unknown): code is ImportFileErrorCode {
  return typeof code === 'string' && CODES.includes(code)
}
