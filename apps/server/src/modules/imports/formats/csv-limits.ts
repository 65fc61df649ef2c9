/**
 * The longest CSV line a reader takes. Real lines are a few hundred bytes; without a limit the
 * parser would hold a line that never ends (an unclosed quote) in memory outside the reading
 * thread's heap cap, up to twice the file's size.
 */
export const MAX_CSV_RECORD_BYTES = 64 * 1024
