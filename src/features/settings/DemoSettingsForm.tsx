// The editable sections of the demo settings page. The draft starts from the cloud's saved
// settings; "Save settings" sends what differs, "Clear faults" and "Reset demo data" act at once.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
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
import { BackupServiceSection } from './BackupServiceSection'
import { ForceUploadSection } from './ForceUploadSection'
import { HangSection } from './HangSection'
import { OldComputesSection } from './OldComputesSection'
import { PoliciesSection } from './PoliciesSection'
import { ResetSection } from './ResetSection'
import { SaveBar } from './SaveBar'
import { savedSummary } from './saved-summary'
import type { SettingsDraft } from './settings-draft'
import { buildUpdate, changedSections, draftResolver, isEmptyUpdate, toDraft, validateDraft } from './settings-draft'
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
  // The form's values are the draft: what is typed, checked live (draftResolver); the PUT sends
  // only what differs from the saved state.
  const form = useForm<SettingsDraft>({ defaultValues: toDraft(saved), resolver: draftResolver, mode: 'onChange' })
  const draft = useWatch({ control: form.control }) as SettingsDraft
  const [savedAt, setSavedAt] = useState<Date | null>(null)

  const valid = Object.keys(validateDraft(draft)).length === 0
  const update = buildUpdate(draft, saved)
  const dirty = !isEmptyUpdate(update)
  const changed = changedSections(update)

  // A refusal is shown in the save bar.
  const saveSettings = save.submitForm(form, (values) => (dirty ? buildUpdate(values, saved) : null), {
    onSuccess: (next) => {
      form.reset(toDraft(next))
      setSavedAt(new Date())
      notify.success(t('Demo settings saved'))
    },
  })

  async function clearFaults() {
    const next = await clear.run({ settings: { faults: [] } })
    if (!next) return
    form.resetField('faults', { defaultValue: toFaultDraft(next.settings.faults) })
    notify.success(t('Faults cleared'))
  }

  async function resetData() {
    const fresh = await reset.run()
    if (!fresh) return
    form.resetField('hosts', { defaultValue: toDraft(fresh).hosts })
    notify.success(t('Demo data reset to the scenario {{scenario}}', { scenario: fresh.scenario }))
  }

  function signOutToApply() {
    signOut()
    void navigate(paths.signIn, { replace: true, state: { from: paths.demoSettings } })
  }

  return (
    <Stack spacing={2}>
      <AttachModeSection
        control={form.control}
        changed={changed.extension}
        saved={saved.settings.attachModeExtension}
        negotiated={client.feature('attachModeExtension').available}
        onSignOut={signOutToApply}
      />
      <OldComputesSection control={form.control} changed={changed.oldComputes} />
      <BackupServiceSection control={form.control} changed={changed.backupService} />
      <ForceUploadSection control={form.control} changed={changed.forceUpload} />
      <HangSection control={form.control} changed={changed.hang} />
      <ComputeHostsSection control={form.control} changed={changed.hosts} />
      <PoliciesSection control={form.control} changed={changed.policies} />
      <TimingFaultsSection
        control={form.control}
        changed={changed.timing}
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
        onSave={() => saveSettings()}
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
