import clsx from 'clsx'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A block that scrolls sideways when it is wider than the screen (a table of inputs on a phone),
 * with a shadow on each side that has more to show, so nobody takes a cut-off table for the whole
 * of it. It can take the keyboard's focus, so it scrolls with the arrow keys too.
 */
export function ScrollArea({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('common')
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ start: false, end: false })

  const measure = useCallback(() => {
    const box = ref.current
    if (!box) return
    // In a right-to-left page scrollLeft runs from 0 to negative values: its size is what matters.
    const scrolled = Math.abs(box.scrollLeft)
    const left = box.scrollWidth - box.clientWidth - scrolled
    setMore((was) => {
      const next = { start: scrolled > 1, end: left > 1 }
      return was.start === next.start && was.end === next.end ? was : next
    })
  }, [])

  useEffect(() => {
    const box = ref.current
    if (!box) return
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    return () => observer.disconnect()
  }, [measure])

  const scrollable = more.start || more.end
  return (
    <div className={className}>
      <div className="relative" data-scroll-more={scrollable ? 'yes' : 'no'}>
        <div
          ref={ref}
          onScroll={measure}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? label : undefined}
          tabIndex={scrollable ? 0 : undefined}
          className="overflow-x-auto overscroll-x-contain rounded-lg"
        >
          {children}
        </div>
        <span
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute inset-y-0 start-0 w-6 bg-linear-to-r from-zinc-900/15 to-transparent transition-opacity rtl:bg-linear-to-l dark:from-black/60',
            more.start ? 'opacity-100' : 'opacity-0',
          )}
        />
        <span
          aria-hidden="true"
          className={clsx(
            'pointer-events-none absolute inset-y-0 end-0 w-6 bg-linear-to-l from-zinc-900/15 to-transparent transition-opacity rtl:bg-linear-to-r dark:from-black/60',
            more.end ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {scrollable && <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{t('scrollHint')}</p>}
    </div>
  )
}
