// 1. The Rocky spec's attach mode, served as an extension at a compute microversion (upstream
// Nova never shipped it). Microversions are negotiated at sign-in, so a change needs a new one.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { ATTACH_MODE_MICROVERSION } from '../../api'
import { SettingsSection } from './SettingsSection'

interface Props {
  value: boolean
  onChange: (value: boolean) => void
  changed: boolean
  /** What the cloud has now (saved). */
  saved: boolean
  /** What this session negotiated at sign-in. */
  negotiated: boolean
  onSignOut: () => void
}

export function AttachModeSection({ value, onChange, changed, saved, negotiated, onSignOut }: Props) {
  return (
    <SettingsSection
      title="Attach-mode extension (Rocky spec)"
      changed={changed}
      description={
        <>
          The Rocky spec "volume-multiattach-enhancements": <code>attach_mode</code> (rw or ro) when attaching a volume
          to a server and in <code>block_device_mapping_v2</code>, and launching several servers from one shareable
          volume. Upstream Nova never shipped it, so the demo cloud serves it as an extension at compute microversion{' '}
          {ATTACH_MODE_MICROVERSION}. Off, the cloud advertises Nova&apos;s real maximum and behaves like any real
          cloud: "Read-only (ro)" in the Attach dialog is disabled with the reason, and the volume&apos;s read-only flag
          is the way to share read-only. The dashboard negotiates microversions at sign-in: a change applies after
          signing in again.
        </>
      }
    >
      <FormControlLabel
        control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} />}
        label="Attach-mode extension"
      />
      {saved !== negotiated && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" onClick={onSignOut}>
              Sign out to apply
            </Button>
          }
        >
          The cloud now {saved ? 'serves' : 'no longer serves'} the extension, but this session negotiated its
          microversions at sign-in, {negotiated ? 'with' : 'without'} it. Sign in again to use the new setting.
        </Alert>
      )}
    </SettingsSection>
  )
}
