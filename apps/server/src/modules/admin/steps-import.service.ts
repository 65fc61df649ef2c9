import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import {
  DailyStepsSchema,
  DayDateSchema,
  formatApiMessage,
  matchApiMessage,
  MAX_DAYS_AHEAD,
  type ApiMessageArgs,
  type ApiMessageKey,
  type StepsImportResult,
} from '@stepup/contract'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../errors.ts'
import { recordAudit } from '../audit/index.ts'
import type { Scores, StepsEntry } from '../scores/index.ts'
import { addDays } from '../../lib/days.ts'
import { inTransaction } from '../../db/transaction.ts'

export const MAX_IMPORT_LINES = 200_000
/** Far longer than any line of steps (an id, a date and a count), far shorter than a costly one. */
export const MAX_IMPORT_LINE_LENGTH = 1_000

interface CsvLine {
  line: number
  identifier: string
  kind: 'email' | 'sensorUserId'
  date: string
  steps: string
}

type Rejection = StepsImportResult['rejected'][number]

/** A line refused for a catalogue reason, keyed so the reader sees it in their language. */
function refuse<Key extends ApiMessageKey>(line: number, key: Key, ...params: ApiMessageArgs<Key>): Rejection {
  return { line, error: formatApiMessage(key, ...params), key, ...(params[0] && { params: params[0] }) }
}

/** A line whose date or steps failed the schema: its message, then the value it was given. */
function refuseValue(line: number, message: string, value: string): Rejection {
  const known = matchApiMessage(message)
  return { line, error: `${message}: "${value}"`, value, ...known }
}

const HEADER_NAMES = new Set(['sensoruserid', 'email', 'date', 'steps'])

/**
 * Reads `sensorUserId or email, date, steps` lines. A header row is optional; with one, its
 * column names pick the columns, so `date,email,steps` works too. Without one, a first column
 * containing `@` is an email, anything else a sensor id.
 */
export function readStepsCsv(text: string): { lines: CsvLine[]; rejected: Rejection[] } {
  assertCsvSize(text)
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    throw badRequest('csvInvalid', { reason: (error as Error).message })
  }

  let columns = { identifier: 0, date: 1, steps: 2, kind: undefined as CsvLine['kind'] | undefined }
  const first = records[0]?.record.map((cell) => cell.toLowerCase().replace(/[\s_-]/g, ''))
  if (first && first.some((cell) => HEADER_NAMES.has(cell)) && first.includes('date') && first.includes('steps')) {
    const sensor = first.indexOf('sensoruserid')
    const email = first.indexOf('email')
    if (sensor < 0 && email < 0) throw badRequest('csvHeaderMissingIdentifier')
    columns = {
      identifier: sensor >= 0 ? sensor : email,
      date: first.indexOf('date'),
      steps: first.indexOf('steps'),
      kind: sensor >= 0 ? 'sensorUserId' : 'email',
    }
    records = records.slice(1)
  }

  const lines: CsvLine[] = []
  const rejected: Rejection[] = []
  for (const { record, info } of records) {
    const identifier = record[columns.identifier] ?? ''
    const date = record[columns.date] ?? ''
    const steps = record[columns.steps] ?? ''
    if (!identifier || !date || !steps) {
      rejected.push(refuse(info.lines, 'csvLineIncomplete'))
      continue
    }
    const kind = columns.kind ?? (identifier.includes('@') ? 'email' : 'sensorUserId')
    lines.push({ line: info.lines, identifier, kind, date, steps })
  }
  return { lines, rejected }
}

/**
 * Refuses a file with too many lines, or a line too long, before the parser builds a record of it:
 * parsing 10 MB of empty lines, or one line of ten million commas, took the parser 10 to 40 s
 * and gigabytes of memory before its records could be counted. One pass over the text costs
 * milliseconds.
 */
function assertCsvSize(text: string) {
  let lines = 0
  // \r\n, \n, or \r alone (old Mac spreadsheets), as the parser takes them.
  const lineBreak = /\r\n?|\n/g
  for (let start = 0; start < text.length; lines += 1) {
    const found = lineBreak.exec(text)
    const end = found ? found.index : text.length
    if (end - start > MAX_IMPORT_LINE_LENGTH) {
      throw badRequest('csvLineTooLong', { line: lines + 1, max: MAX_IMPORT_LINE_LENGTH })
    }
    start = found ? lineBreak.lastIndex : text.length
  }
  // One line more for an optional header.
  if (lines > MAX_IMPORT_LINES + 1) throw badRequest('csvTooManyLines', { lines, max: MAX_IMPORT_LINES })
}

/**
 * The admin's CSV import: good lines are saved (in one transaction, with one entry in the audit
 * trail for the whole import), bad ones are listed with their line number and reason. `today` is
 * the server's date: a day more than MAX_DAYS_AHEAD after it is refused.
 */
export async function importStepsCsv(
  db: Db,
  scores: Scores,
  adminId: number,
  text: string,
  today: string,
): Promise<StepsImportResult> {
  const latestDay = addDays(today, MAX_DAYS_AHEAD)
  const { lines, rejected } = readStepsCsv(text)
  const emails = lines.filter((l) => l.kind === 'email').map((l) => l.identifier.toLowerCase())
  const sensorIds = lines.filter((l) => l.kind === 'sensorUserId').map((l) => l.identifier)
  const found = (await db.execute(sql`
    select id, email, sensor_user_id from users
    where email = any(${sql.param([...new Set(emails)])}::text[])
       or sensor_user_id = any(${sql.param([...new Set(sensorIds)])}::text[])
  `)) as unknown as { rows: { id: number; email: string; sensor_user_id: string | null }[] }
  const byEmail = new Map(found.rows.map((row) => [row.email, row.id]))
  const bySensor = new Map(found.rows.filter((row) => row.sensor_user_id).map((row) => [row.sensor_user_id!, row.id]))

  const good: StepsEntry[] = []
  for (const line of lines) {
    const userId = line.kind === 'email' ? byEmail.get(line.identifier.toLowerCase()) : bySensor.get(line.identifier)
    const date = DayDateSchema.safeParse(line.date)
    const steps = /^-?\d+(\.\d+)?$/.test(line.steps)
      ? DailyStepsSchema.safeParse(Number(line.steps))
      : ({ success: false, error: { issues: [{ message: formatApiMessage('stepsNotWhole') }] } } as const)
    const reason =
      userId === undefined
        ? refuse(line.line, line.kind === 'email' ? 'csvNoMemberEmail' : 'csvNoMemberSensor', {
            identifier: line.identifier,
          })
        : !date.success
          ? refuseValue(line.line, date.error.issues[0]!.message, line.date)
          : line.date > latestDay
            ? refuseValue(line.line, formatApiMessage('dateTooFarAhead', { days: MAX_DAYS_AHEAD }), line.date)
            : !steps.success
              ? refuseValue(line.line, steps.error.issues[0]!.message, line.steps)
              : undefined
    if (reason) rejected.push(reason)
    else good.push({ userId: userId!, date: line.date, steps: Number(line.steps) })
  }
  rejected.sort((a, b) => a.line - b.line)
  if (good.length > 0) {
    await inTransaction(db, async (tx) => {
      await scores.recordSteps(tx, 'admin', good)
      await recordAudit(tx, {
        action: 'steps.import',
        actorId: adminId,
        after: { imported: good.length, rejected: rejected.length },
      })
    })
  }
  return { imported: good.length, rejected }
}
