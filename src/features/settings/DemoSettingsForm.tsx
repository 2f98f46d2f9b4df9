// The editable sections of the demo settings page. The draft starts from the cloud's saved
// settings; "Save settings" sends what differs, "Clear faults" and "Reset demo data" act at once.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { demoErrorText } from './demo-error-text'
import { useNotify } from '../../components/notify-context'
import { useT } from '../../i18n/use-t'
import { paths } from '../../lib/paths'
import { useClient, useSession } from '../../lib/session'
import { AttachModeSection } from './AttachModeSection'
import { ComputeHostsSection } from './ComputeHostsSection'
import type { DemoSettingsSnapshot } from '../../api/demo-settings'
import { toFaultDraft } from './fault-rules'
import { OldComputesSection } from './OldComputesSection'
import { PoliciesSection } from './PoliciesSection'
import { ResetSection } from './ResetSection'
import { SaveBar } from './SaveBar'
import { savedSummary } from './saved-summary'
import { buildUpdate, changedSections, isEmptyUpdate, toDraft, validateDraft } from './settings-draft'
import { TimingFaultsSection } from './TimingFaultsSection'
import { useResetDemoData, useSaveDemoSettings } from './use-demo-settings'

export function DemoSettingsForm({ saved, baseUrl }: { saved: DemoSettingsSnapshot; baseUrl: string }) {
  const t = useT()
  const client = useClient()
  const { signOut } = useSession()
  const navigate = useNavigate()
  const notify = useNotify()
  const save = useSaveDemoSettings(baseUrl)
  const clear = useSaveDemoSettings(baseUrl, () => t('Could not clear the faults'))
  const reset = useResetDemoData(baseUrl, () => t('Could not reset the demo data'))
  const [draft, setDraft] = useState(() => toDraft(saved))
  const [savedAt, setSavedAt] = useState<Date | null>(null)

  const errors = validateDraft(draft)
  const valid = Object.keys(errors).length === 0
  const update = buildUpdate(draft, saved)
  const dirty = !isEmptyUpdate(update)
  const changed = changedSections(update)

  async function saveSettings() {
    if (!valid || !dirty) return
    // A refusal is shown in the save bar.
    const next = await save.run(update)
    if (!next) return
    setDraft(toDraft(next))
    setSavedAt(new Date())
    notify.success(t('Demo settings saved'))
  }

  async function clearFaults() {
    const next = await clear.run({ settings: { faults: [] } })
    if (!next) return
    setDraft((current) => ({ ...current, faults: toFaultDraft(next.settings.faults) }))
    notify.success(t('Faults cleared'))
  }

  async function resetData() {
    const fresh = await reset.run()
    if (!fresh) return
    setDraft((current) => ({ ...current, hosts: toDraft(fresh).hosts }))
    notify.success(t('Demo data reset to the scenario {{scenario}}', { scenario: fresh.scenario }))
  }

  function signOutToApply() {
    signOut()
    void navigate(paths.signIn, { replace: true, state: { from: paths.demoSettings } })
  }

  return (
    <Stack spacing={2}>
      <AttachModeSection
        value={draft.attachModeExtension}
        onChange={(value) => setDraft((current) => ({ ...current, attachModeExtension: value }))}
        changed={changed.extension}
        saved={saved.settings.attachModeExtension}
        negotiated={client.feature('attachModeExtension').available}
        onSignOut={signOutToApply}
      />
      <OldComputesSection
        value={draft.oldComputes}
        onChange={(value) => setDraft((current) => ({ ...current, oldComputes: value }))}
        changed={changed.oldComputes}
      />
      <ComputeHostsSection
        hosts={draft.hosts}
        changed={changed.hosts}
        onChange={(name, change) =>
          setDraft((current) => ({
            ...current,
            hosts: current.hosts.map((host) => (host.name === name ? { ...host, ...change } : host)),
          }))
        }
      />
      <PoliciesSection
        policies={draft.policies}
        changed={changed.policies}
        onChange={(rule, roles) =>
          setDraft((current) => ({ ...current, policies: { ...current.policies, [rule]: roles } }))
        }
      />
      <TimingFaultsSection
        draft={draft}
        errors={errors}
        changed={changed.timing}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        activeFaults={saved.settings.faults.length}
        clearing={clear.isPending}
        onClearFaults={() => void clearFaults()}
      />
      <SaveBar
        dirty={dirty}
        valid={valid}
        saving={save.isPending}
        savedAt={savedAt}
        summary={savedSummary(saved, t)}
        error={save.error}
        onSave={() => void saveSettings()}
      />
      <ResetSection scenario={saved.scenario} resetting={reset.isPending} onReset={() => void resetData()} />
      {reset.error && (
        <Alert severity="error">
          {t('Could not reset the demo data: {{message}}', { message: demoErrorText(reset.error) })}
        </Alert>
      )}
    </Stack>
  )
}
