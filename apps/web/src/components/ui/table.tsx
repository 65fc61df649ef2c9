import clsx from 'clsx'
import type { ReactNode } from 'react'
import { useMediaQuery, WIDER_THAN_PHONE } from '../../lib/use-media-query.ts'

export interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** Numbers read best aligned to the end: right, or left in a right-to-left language. */
  align?: 'left' | 'right' | 'center'
  className?: string
  /**
   * Where the column goes in a compact table on phones: `hide` leaves it out of the one-line row
   * (the wider table still shows it); `fill` gives it the room the others leave, its text cut at
   * its end. Other columns keep their width on one line.
   */
  phone?: 'hide' | 'fill'
  /** What the column shows in a compact table on phones, where the full cell would not fit one line. */
  phoneCell?: (row: Row, index: number) => ReactNode
}

/**
 * A data table. From the `sm` breakpoint up it is a normal table. On phones every row becomes a
 * small card of label/value pairs so nothing needs sideways scrolling; or, with `compact`, stays a
 * table of one line per row (the columns not marked `hide`), for long lists such as a history of
 * days, where a card per row would make thirty days ten screens. Only the form the screen shows
 * is rendered: a long history is half the page's elements, and twice them would slow its first
 * render on the phones it is cut for.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  highlight,
  compact = false,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row, index: number) => string | number
  caption?: ReactNode
  empty?: ReactNode
  /** Rows to emphasise, such as the current user's. */
  highlight?: (row: Row) => boolean
  /** One line per row on phones too, instead of a card per row. */
  compact?: boolean
}) {
  const wide = useMediaQuery(WIDER_THAN_PHONE)
  if (rows.length === 0 && empty) return <>{empty}</>
  const highlighted = (row: Row) => highlight?.(row) && 'bg-brand-50/70 dark:bg-brand-950/40'
  const frame =
    'overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900'

  if (!wide && !compact) {
    return (
      <div className={frame}>
        <ul
          className="divide-y divide-zinc-200 dark:divide-zinc-800"
          aria-label={typeof caption === 'string' ? caption : undefined}
        >
          {rows.map((row, index) => (
            <li key={rowKey(row, index)} className={clsx('px-4 py-3', highlighted(row))}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {columns.map((column) => (
                  <div key={column.key} className="contents">
                    <dt className="text-zinc-500 dark:text-zinc-400">{column.header}</dt>
                    <dd className="min-w-0 text-end font-medium break-words">{column.cell(row, index)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  // A compact table on a phone: hidden columns go, the others keep to one line, and the `fill`
  // column takes (and cuts to) what is left, in the phone's own words where it has them.
  const phone = !wide
  const shown = phone ? columns.filter((column) => column.phone !== 'hide') : columns
  const alignClass = (align: Column<Row>['align']) =>
    align === 'right' ? 'text-end' : align === 'center' ? 'text-center' : 'text-start'
  const phoneClass = (column: Column<Row>) =>
    phone && (column.phone === 'fill' ? 'w-full max-w-0' : 'whitespace-nowrap')
  const cellPadding = phone ? 'px-3 py-2' : 'px-4 py-3'
  const content = (column: Column<Row>, row: Row, index: number) => {
    if (!phone) return column.cell(row, index)
    const cell = (column.phoneCell ?? column.cell)(row, index)
    return column.phone === 'fill' ? <span className="block min-w-0 truncate">{cell}</span> : cell
  }
  return (
    <div className={frame}>
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            {shown.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(cellPadding, 'font-semibold', alignClass(column.align), phoneClass(column))}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {rows.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              className={clsx('transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-800/40', highlighted(row))}
            >
              {shown.map((column) => (
                <td
                  key={column.key}
                  className={clsx(cellPadding, alignClass(column.align), column.className, phoneClass(column))}
                >
                  {content(column, row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
