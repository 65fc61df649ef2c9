import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/index.ts'

/** The centred card every account form sits in. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
  footer,
}: {
  icon?: ReactNode
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 text-center">
            {icon && (
              <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400">
                {icon}
              </div>
            )}
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>}
          </div>
          {children}
        </Card>
        {footer && <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</p>}
      </div>
    </div>
  )
}

export const textLinkClasses =
  'font-medium text-brand-600 hover:text-brand-700 hover:underline dark:text-brand-400 dark:hover:text-brand-300'
