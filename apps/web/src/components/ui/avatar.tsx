import clsx from 'clsx'
import { useState } from 'react'

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
}

const palette = [
  'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300',
  'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
]

/** The first characters of the first and last words, or the first two of a single word. */
function firstOfWords(words: string[][]) {
  const first = words[0] ?? []
  const last = words[words.length - 1] ?? []
  return (words.length > 1 ? [first[0], last[0]] : first.slice(0, 2)).join('').toUpperCase()
}

/**
 * Initials from the letters of a name, in any script ("Walker 01" is WA, not W0). A name
 * without a letter keeps its own characters ("007" is 00), and an empty one shows ?.
 */
export function initialsOf(name: string) {
  const words = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word])
  const letterWords = words
    .map((characters) => characters.filter((character) => /\p{L}/u.test(character)))
    .filter((letters) => letters.length > 0)
  return firstOfWords(letterWords) || firstOfWords(words) || '?'
}

/**
 * The user's picture, or their initials on a colour picked from their name. `decorative` hides
 * it from screen readers where the name is written beside it, so the name is not read twice.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  className,
  decorative = false,
}: {
  name: string
  src?: string | null
  size?: keyof typeof sizes
  className?: string
  decorative?: boolean
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = src && failedSrc !== src
  const colour = palette[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % palette.length]
  return (
    <span
      aria-hidden={decorative || undefined}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold ring-2 ring-white dark:ring-zinc-900',
        sizes[size],
        !showImage && colour,
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={decorative ? '' : name}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-label={decorative ? undefined : name} role={decorative ? undefined : 'img'}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  )
}
