import clsx from 'clsx'
import type { ReactNode } from 'react'

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
 * days, where a card per row would make thirty days ten screens.
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
  if (rows.length === 0 && empty) return <>{empty}</>
  const alignClass = (align: Column<Row>['align']) =>
    align === 'right' ? 'text-end' : align === 'center' ? 'text-center' : 'text-start'
  // In a compact table a phone sees the same table, narrower: hidden columns go, the others
  // keep to one line, and the `fill` column takes (and cuts to) what is left.
  const phoneClass = (column: Column<Row>) =>
    compact &&
    (column.phone === 'hide'
      ? 'hidden sm:table-cell'
      : column.phone === 'fill'
        ? 'w-full max-w-0 sm:w-auto sm:max-w-none'
        : 'whitespace-nowrap sm:whitespace-normal')
  const cellPadding = compact ? 'px-3 py-2 sm:px-4 sm:py-3' : 'px-4 py-3'
  const content = (column: Column<Row>, row: Row, index: number) => {
    if (!compact) return column.cell(row, index)
    const fill = column.phone === 'fill'
    if (!column.phoneCell) {
      return fill ? (
        <span className="block min-w-0 truncate sm:overflow-visible sm:whitespace-normal">
          {column.cell(row, index)}
        </span>
      ) : (
        column.cell(row, index)
      )
    }
    return (
      <>
        <span className={clsx('sm:hidden', fill && 'block min-w-0 truncate')}>{column.phoneCell(row, index)}</span>
        <span className="hidden sm:inline">{column.cell(row, index)}</span>
      </>
    )
  }
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className={clsx('w-full text-sm', compact ? 'table' : 'hidden sm:table')}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={clsx(
                  compact ? 'px-3 py-2 sm:px-4 sm:py-3' : 'px-4 py-3',
                  'font-semibold',
                  alignClass(column.align),
                  phoneClass(column),
                )}
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
              className={clsx(
                'transition-colors hover:bg-zinc-50 dark:hover:bg-zinc-800/40',
                highlight?.(row) && 'bg-brand-50/70 dark:bg-brand-950/40',
              )}
            >
              {columns.map((column) => (
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
      {!compact && (
        <ul
          className="divide-y divide-zinc-200 sm:hidden dark:divide-zinc-800"
          aria-label={typeof caption === 'string' ? caption : undefined}
        >
          {rows.map((row, index) => (
            <li
              key={rowKey(row, index)}
              className={clsx('px-4 py-3', highlight?.(row) && 'bg-brand-50/70 dark:bg-brand-950/40')}
            >
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
      )}
    </div>
  )
}
