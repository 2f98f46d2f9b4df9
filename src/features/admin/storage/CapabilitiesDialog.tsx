// A pool's full capability list, as its driver reports it to the scheduler (read only).
import { DescriptionList } from '../../../components/DescriptionList'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { useT } from '../../../i18n/use-t'
import type { StoragePool } from '../../../api'
import { capabilityLines } from './pool-facts'

export function CapabilitiesDialog({ pool, onClose }: { pool: StoragePool; onClose: () => void }) {
  const t = useT()
  const lines = capabilityLines(pool)
  return (
    <DialogShell title={t('Pool Capabilities')} subject={pool.name} onClose={onClose} maxWidth="md">
      <DialogForm label={t('Pool Capabilities')} dividers>
        {lines.length === 0 ? (
          t('The pool reports no capabilities.')
        ) : (
          <DescriptionList rows={lines.map(({ key, value }) => [key, value] as const)} />
        )}
      </DialogForm>
    </DialogShell>
  )
}
