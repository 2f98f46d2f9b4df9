// 2. Compute services from Queens to Stein, which cannot boot from a shareable volume (R6).
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { OLD_COMPUTE_MULTIATTACH_BOOT } from '../../rules/nova-rules'
import { SettingsSection } from './SettingsSection'

interface Props {
  value: boolean
  onChange: (value: boolean) => void
  changed: boolean
}

export function OldComputesSection({ value, onChange, changed }: Props) {
  return (
    <SettingsSection
      title="Old compute services (Queens–Stein)"
      changed={changed}
      description={
        <>
          Models a deployment whose nova-compute services are older than its API (Queens to Stein): booting a server
          from a shareable volume answers 409 "{OLD_COMPUTE_MULTIATTACH_BOOT}" Attaching with an attach mode to a server
          on a host marked "Old compute" below answers 409 whatever this switch says (the Rocky spec&apos;s rule for
          computes too old for <code>attach_mode</code>).
        </>
      }
    >
      <FormControlLabel
        control={<Switch checked={value} onChange={(event) => onChange(event.target.checked)} />}
        label="Old compute services"
      />
    </SettingsSection>
  )
}
