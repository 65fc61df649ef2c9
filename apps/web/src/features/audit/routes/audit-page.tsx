import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, EmptyState, Page, PageHeader, BackButton, Loaded } from '../../../components/ui/index.ts'
import { useAuditTrail } from '../api/get-audit.ts'
import { AuditFilters, type AuditFilterState } from '../components/audit-filters.tsx'
import { AuditTable } from '../components/audit-table.tsx'

/** /admin/audit: every admin action, newest first, by admin, member and kind. Admins only. */
export function AuditPage() {
  const { t } = useTranslation('audit')
  const [filters, setFilters] = useState<AuditFilterState>({ actor: null, subject: null, kind: null })
  const trail = useAuditTrail({
    actorId: filters.actor?.id,
    subjectId: filters.subject?.id,
    kind: filters.kind ?? undefined,
  })
  const filtered = filters.actor !== null || filters.subject !== null || filters.kind !== null

  return (
    <Page>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<BackButton to="/admin">{t('back')}</BackButton>}
      />
      <div className="space-y-6">
        <AuditFilters value={filters} onChange={setFilters} />
        <section aria-labelledby="audit-entries-heading" className="space-y-3">
          <h2 id="audit-entries-heading" className="sr-only">
            {t('caption')}
          </h2>
          <Loaded query={trail} error={t('loadError')}>
            {(data) => (
              <>
                <AuditTable
                  entries={data.pages.flatMap((page) => page.entries)}
                  empty={
                    <EmptyState
                      icon={<ScrollText className="size-6" aria-hidden="true" />}
                      title={filtered ? t('empty.filtered') : t('empty.title')}
                      description={filtered ? t('empty.filteredHint') : t('empty.hint')}
                    />
                  }
                />
                {trail.hasNextPage && (
                  <div className="flex justify-center">
                    <Button
                      variant="secondary"
                      loading={trail.isFetchingNextPage}
                      onClick={() => void trail.fetchNextPage()}
                    >
                      {t('more')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </Loaded>
        </section>
      </div>
    </Page>
  )
}
