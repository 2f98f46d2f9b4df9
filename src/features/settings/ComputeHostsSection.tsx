// 3. Per-host capabilities: the virt driver's multi-attach support (R5) and computes too old for
// the Rocky spec's attach mode.
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import type { HostDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  hosts: HostDraft[]
  onChange: (name: string, change: Partial<Pick<HostDraft, 'multiattach' | 'old'>>) => void
  changed: boolean
}

export function ComputeHostsSection({ hosts, onChange, changed }: Props) {
  const t = useT()
  return (
    <SettingsSection
      title={t('Compute hosts')}
      changed={changed}
      description={
        <Trans
          i18nKey={N_(
            "<strong>Multi-attach support</strong>: the host's virt driver can attach one volume to several servers (libvirt can; some drivers cannot). Off, attaching a shareable volume to a server on that host fails with 400 \"… has 'multiattach' set, which is not supported for this instance.\" and the Attach dialog shows such servers disabled. <strong>Old compute (no attach mode)</strong>: the host's nova-compute is too old for the Rocky spec's <code>attach_mode</code>; attaching with a mode to a server there answers 409.",
          )}
          components={{ strong: <strong />, code: <code /> }}
        />
      }
    >
      {hosts.length === 0 ? (
        <Typography>{t('This scenario has no compute hosts.')}</Typography>
      ) : (
        <Table size="small" aria-label={t('Compute hosts')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Host')}</TableCell>
              <TableCell>{t('Availability Zone')}</TableCell>
              <TableCell>{t('Multi-attach support')}</TableCell>
              <TableCell>{t('Old compute (no attach mode)')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hosts.map((host) => (
              <TableRow key={host.name}>
                <TableCell component="th" scope="row">
                  {host.name}
                </TableCell>
                <TableCell>{host.availabilityZone ?? '—'}</TableCell>
                <TableCell>
                  <Switch
                    checked={host.multiattach}
                    onChange={(event) => onChange(host.name, { multiattach: event.target.checked })}
                    slotProps={{ input: { 'aria-label': t('Multi-attach support on {{host}}', { host: host.name }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={host.old}
                    onChange={(event) => onChange(host.name, { old: event.target.checked })}
                    slotProps={{
                      input: { 'aria-label': t('Old compute (no attach mode) on {{host}}', { host: host.name }) },
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SettingsSection>
  )
}
