import { CheckCircle2 } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

/** How long a toast stays: long enough to read two lines. */
const TOAST_MS = 5_000

/**
 * A short confirmation at the bottom of the screen that goes away by itself. The live region is
 * always there, so a screen reader reads each new message once.
 */
export function Toast({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(onDismiss, TOAST_MS)
    return () => clearTimeout(timer)
  }, [message, onDismiss])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-[calc(1rem+var(--tab-bar-space,0px))] z-50 flex justify-center sm:inset-x-auto sm:end-4"
    >
      {message && (
        <p className="flex max-w-md items-center gap-2 rounded-xl border border-emerald-200 bg-white px-4 py-3 text-sm font-medium text-zinc-900 shadow-lg dark:border-emerald-900 dark:bg-zinc-900 dark:text-zinc-100">
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  )
}

type ShowToast = (message: string) => void

const ToastContext = createContext<ShowToast | null>(null)

/**
 * Holds the one toast of the app, above the router, so a confirmation survives the navigation
 * that often follows it ("Team deleted." said on the list the page went back to).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null)
  const dismiss = useCallback(() => setMessage(null), [])
  const show = useMemo<ShowToast>(() => (next) => setMessage(next), [])
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toast message={message} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

/** Shows a confirmation in the app's toast: `const toast = useToast(); toast(t('deleted'))`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast needs a ToastProvider above it.')
  return show
}
