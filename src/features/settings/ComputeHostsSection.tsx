// 3. Per-host capabilities: the virt driver's multi-attach support (R5) and computes too old for
// the Rocky spec's attach mode.
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useWatch, type Control } from 'react-hook-form'
import { SwitchField } from '../../components/form/SwitchField'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import type { HostDraft, SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
}

export function ComputeHostsSection({ control, changed }: Props) {
  const t = useT()
  const hosts: HostDraft[] = useWatch({ control, name: 'hosts' })
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
            {hosts.map((host, index) => (
              <TableRow key={host.name}>
                <TableCell component="th" scope="row">
                  {host.name}
                </TableCell>
                <TableCell>{host.availabilityZone ?? '—'}</TableCell>
                <TableCell>
                  <SwitchField
                    control={control}
                    name={`hosts.${index}.multiattach`}
                    ariaLabel={t('Multi-attach support on {{host}}', { host: host.name })}
                  />
                </TableCell>
                <TableCell>
                  <SwitchField
                    control={control}
                    name={`hosts.${index}.old`}
                    ariaLabel={t('Old compute (no attach mode) on {{host}}', { host: host.name })}
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
