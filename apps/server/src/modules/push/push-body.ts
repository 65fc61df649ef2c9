import { PUSH_MAX_READINGS } from '@stepup/contract'
import { appError } from '../../errors.ts'

/**
 * JSON values one push may hold: every object and array, and every item or field after the first
 * in one. A reading is an object of three or four fields (`date`, `qty`, `source`), a heart-rate
 * reading of a metric the member left in their export six; twice that is room to spare.
 */
const PUSH_MAX_JSON_VALUES = PUSH_MAX_READINGS * 8

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b

const tooManyReadings = () => appError('PAYLOAD_TOO_LARGE', 'pushTooManyReadings', { max: PUSH_MAX_READINGS })

/**
 * Refuses the text of a push that holds more JSON values than PUSH_MAX_READINGS readings could,
 * before it is parsed: 16 MB of empty readings took the parser most of a second, and the memory
 * of millions of objects, whatever came after. Counts objects, arrays and commas, skipping the
 * text of strings, and stops at the limit. Text that is not JSON is left to the parser to refuse.
 */
export function assertPushTextBounded(text: string): void {
  let values = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (char === QUOTE) {
      i = closingQuote(text, i)
      if (i < 0) return
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET || char === COMMA) {
      values += 1
      if (values > PUSH_MAX_JSON_VALUES) throw tooManyReadings()
    }
  }
}

/** Where the string opened at `open` ends, past escaped quotes; -1 if it never does. */
function closingQuote(text: string, open: number): number {
  let at = open
  for (;;) {
    at = text.indexOf('"', at + 1)
    if (at < 0) return -1
    let backslashes = 0
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1
    if (backslashes % 2 === 0) return at
  }
}

/**
 * Refuses a parsed push carrying more than PUSH_MAX_READINGS readings: its entries, HC Webhook's
 * step records, or the readings of all its metrics together, counted before any is checked.
 */
export function assertReadingsBounded(body: unknown): void {
  if (readingsIn(body) > PUSH_MAX_READINGS) throw tooManyReadings()
}

function readingsIn(body: unknown): number {
  if (!isRecord(body)) return 0
  if (Array.isArray(body.entries)) return body.entries.length
  if (Array.isArray(body.steps)) return body.steps.length
  const metrics = isRecord(body.data) ? body.data.metrics : undefined
  if (!Array.isArray(metrics)) return 0
  let readings = 0
  for (const metric of metrics) if (isRecord(metric) && Array.isArray(metric.data)) readings += metric.data.length
  return readings
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
