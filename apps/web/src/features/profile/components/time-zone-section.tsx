import { UpdateMeInputSchema, type User } from '@stepup/contract'
import clsx from 'clsx'
import { Globe2 } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { Alert, Button, inputClasses, Section } from '../../../components/ui/index.ts'
import { useUpdateMe } from '../api/update-me.ts'

/** The anchor the connect page links to. */
export const TIME_ZONE_ANCHOR = 'time-zone'

/** Every IANA zone the browser knows, with the member's own kept even if this browser lacks it. */
function zonesWith(own: string | null) {
  const zones = Intl.supportedValuesOf('timeZone')
  return own && !zones.includes(own) ? [own, ...zones] : zones
}

/**
 * The member's own time zone, in which the days of their phone's pushes are dated; the community's
 * comes first and is the default.
 */
export function TimeZoneSection({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const selectId = useId()
  const hintId = useId()
  const location = useLocation()
  const anchor = useRef<HTMLDivElement>(null)
  const [zone, setZone] = useState(user.timeZone ?? '')
  const update = useUpdateMe()
  const zones = useMemo(() => zonesWith(user.timeZone), [user.timeZone])

  // Arriving from "Change your time zone" on the connect page: this section, not the top.
  useEffect(() => {
    if (location.hash === `#${TIME_ZONE_ANCHOR}`) anchor.current?.scrollIntoView({ block: 'start' })
  }, [location.hash])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = UpdateMeInputSchema.safeParse({ timeZone: zone })
    if (parsed.success) update.mutate(parsed.data)
  }

  return (
    <div id={TIME_ZONE_ANCHOR} ref={anchor} className="scroll-mt-24">
      <Section
        title={
          <span className="inline-flex items-center gap-2">
            <Globe2 className="size-4" aria-hidden="true" />
            {t('timeZone.title')}
          </span>
        }
        description={t('timeZone.description')}
      >
        <form onSubmit={onSubmit} className="space-y-4">
          {update.isSuccess && (
            <Alert tone="success" role="alert">
              {t('timeZone.saved')}
            </Alert>
          )}
          {update.isError && (
            <Alert tone="error" title={t('timeZone.failed')}>
              {update.error.message} {t('timeZone.failedNext')}
            </Alert>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-64 space-y-1.5">
              <label htmlFor={selectId} className="block text-sm font-medium text-zinc-700 dark:text-zinc-300">
                {t('timeZone.label')}
              </label>
              <select
                id={selectId}
                name="timeZone"
                aria-describedby={hintId}
                className={clsx(inputClasses, 'border-zinc-300 dark:border-zinc-700')}
                value={zone}
                onChange={(event) => {
                  update.reset()
                  setZone(event.target.value)
                }}
              >
                <option value="">{t('timeZone.community')}</option>
                {zones.map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" loading={update.isPending} disabled={zone === (user.timeZone ?? '')}>
              {t('timeZone.save')}
            </Button>
          </div>
          <p id={hintId} className="text-xs text-zinc-600 dark:text-zinc-400">
            {t('timeZone.hint')}
          </p>
        </form>
      </Section>
    </div>
  )
}
