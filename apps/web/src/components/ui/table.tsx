import clsx from 'clsx'
import type { ReactNode } from 'react'

export interface Column<Row> {
  key: string
  header: ReactNode
  cell: (row: Row, index: number) => ReactNode
  /** Numbers read best aligned to the end: right, or left in a right-to-left language. */
  align?: 'left' | 'right' | 'center'
  className?: string
}

/**
 * A data table. From the `sm` breakpoint up it is a normal table; on phones every row becomes
 * a small card of label/value pairs so nothing needs sideways scrolling.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  highlight,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row, index: number) => string | number
  caption?: ReactNode
  empty?: ReactNode
  /** Rows to emphasise, such as the current user's. */
  highlight?: (row: Row) => boolean
}) {
  if (rows.length === 0 && empty) return <>{empty}</>
  const alignClass = (align: Column<Row>['align']) =>
    align === 'right' ? 'text-end' : align === 'center' ? 'text-center' : 'text-start'
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="hidden w-full text-sm sm:table">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase dark:bg-zinc-800/60 dark:text-zinc-400">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={clsx('px-4 py-3 font-semibold', alignClass(column.align))}>
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
                <td key={column.key} className={clsx('px-4 py-3', alignClass(column.align), column.className)}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
    </div>
  )
}
