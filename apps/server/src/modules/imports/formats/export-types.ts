import type { ImportFormat, ImportSource } from '@stepup/contract'

export type { ImportFormat, SourceKind } from '@stepup/contract'

/** What detection found; everything but `format` is for the readers only. */
export interface DetectedFile {
  format: ImportFormat
  container: 'plain' | 'zip'
  /** The zip entries that hold the data, in reading order (empty for a plain file). */
  entries: string[]
  /** Bytes the reader will go through: the file's size, or the entries' uncompressed sizes. */
  bytesToRead: number
}

/** A source found in a file, with its totals before overlaps are taken out. */
export type ImportSourceSummary = Omit<ImportSource, 'included'>

export interface CountedDay {
  date: string
  steps: number
}

export interface CountedExport {
  format: ImportFormat
  /** Every source found, with its raw totals (before de-duplication) */
  sources: ImportSourceSummary[]
  /** Default priority: indexes into `sources`, highest first. */
  order: number[]
  /** Steps per local calendar day after de-duplication with `order`, ascending by date. */
  days: CountedDay[]
}
