import clsx from 'clsx'
import type { ReactNode } from 'react'

/**
 * Text a member or an admin wrote (a name, a title, a note, a description), or a string that mixes
 * it with ours, set in its own direction whatever the page's. A Latin name on a Hebrew page stays
 * in reading order, keeps its punctuation at its own end, and when `truncate` is set is cut at its
 * own end ("Marathon chal…", not "…m challenge"): the ellipsis follows the text's direction, not
 * the page's, because the cut happens inside the element that carries `dir="auto"`.
 */
export function UserText({
  children,
  as: Element = 'bdi',
  truncate = false,
  className,
  title,
}: {
  children: ReactNode
  /** `bdi` within a sentence; `span`, `p` or `div` for a block of its own. */
  as?: 'bdi' | 'span' | 'p' | 'div'
  /** One line, cut at the text's own end; the whole text shows on hover. */
  truncate?: boolean
  className?: string
  /** The hover text; by default the text itself when it is cut. */
  title?: string
}) {
  return (
    <Element
      dir="auto"
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      className={clsx(truncate && 'block max-w-full min-w-0 truncate', className) || undefined}
    >
      {children}
    </Element>
  )
}
