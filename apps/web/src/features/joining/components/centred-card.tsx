import type { ReactNode } from 'react'
import { Card } from '../../../components/ui/index.ts'

/** The centred card of a screen about the member's address: an icon, the sentence that says where they stand, and what follows. */
export function CentredCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950/60 dark:text-brand-400">
            {icon}
          </div>
          <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        </div>
        <div className="space-y-5">{children}</div>
      </Card>
    </div>
  )
}
