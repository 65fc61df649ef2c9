import clsx from 'clsx'
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100',
    icon: <Info className="size-5 shrink-0 text-sky-600 dark:text-sky-400" aria-hidden="true" />,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100',
    icon: <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100',
    icon: <AlertTriangle className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100',
    icon: <XCircle className="size-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />,
  },
}

/**
 * An inline message box. Errors are announced to screen readers at once, and so is any message
 * given `role="alert"` (the outcome of what the reader just did).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  role = tone === 'error' ? 'alert' : 'status',
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
  role?: 'alert' | 'status'
}) {
  return (
    <div role={role} className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', tones[tone].box, className)}>
      {tones[tone].icon}
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  )
}

/** An error's message in an error alert, such as "Failed to load team.". */
export function ErrorMessage({ message, action }: { message: ReactNode; action?: ReactNode }) {
  return (
    <Alert tone="error" action={action}>
      {message}
    </Alert>
  )
}
