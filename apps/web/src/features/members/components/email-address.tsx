import clsx from 'clsx'

/**
 * An email address, left to right in any language, that wraps after its `@` on a narrow screen
 * rather than in the middle of the domain.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@')
  return (
    <span dir="ltr" className={clsx('[overflow-wrap:anywhere]', className)}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  )
}
