export type ImportFileErrorCode = 'emptyFile' | 'unknownFormat' | 'brokenFile' | 'zipBomb' | 'tooSlow'

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

const CODES: readonly string[] = ['emptyFile', 'unknownFormat', 'brokenFile', 'zipBomb', 'tooSlow']

export function isImportFileErrorCode(code: unknown): code is ImportFileErrorCode {
  return typeof code === 'string' && CODES.includes(code)
}
