// A type's encryption: create it, change it or delete it (os-volume-type-encryption). Cinder
// refuses each while volumes use the type; the console says so before sending.
import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { EncryptionFields, VolumeType } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { RadioField } from '../../../components/form/RadioField'
import { SelectField } from '../../../components/form/SelectField'
import { GuardedButton } from '../../../components/GuardedButton'
import { ErrorAlert } from '../../../components/notify-alert'
import { useT } from '../../../i18n/use-t'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import type { Guard } from '../../../rules/guards'
import type { EncryptionSpec } from '../../../rules/volume-types'
import { isMultiattachType } from '../../../rules/volume-types'
import { encryptionCommand, encryptionFieldsCleared } from '../../../rules/commands/admin-commands'
import { encryptedAndShareable } from '../../../rules/volume-type-guards'

interface Values {
  provider: string
  cipher: string
  keySize: string
  controlLocation: 'front-end' | 'back-end'
}

const KEY_SIZES = ['', '128', '256', '512'] as const

function valuesOf(spec: EncryptionSpec | null): Values {
  return spec
    ? {
        provider: spec.provider,
        cipher: spec.cipher ?? '',
        keySize: spec.key_size === null ? '' : String(spec.key_size),
        controlLocation: spec.control_location,
      }
    : { provider: 'luks', cipher: 'aes-xts-plain64', keySize: '256', controlLocation: 'front-end' }
}

function fieldsOf(values: Values): EncryptionFields {
  return {
    provider: values.provider.trim(),
    cipher: values.cipher.trim() === '' ? null : values.cipher.trim(),
    key_size: values.keySize === '' ? null : Number(values.keySize),
    control_location: values.controlLocation,
  }
}

/** What an update sends: the fields that changed, or null. */
export function encryptionChanges(spec: EncryptionSpec, values: Values): Partial<EncryptionFields> | null {
  const next = fieldsOf(values)
  const changes: Partial<EncryptionFields> = {}
  if (next.provider !== spec.provider) changes.provider = next.provider
  if (next.cipher !== spec.cipher) changes.cipher = next.cipher
  if (next.key_size !== spec.key_size) changes.key_size = next.key_size
  if (next.control_location !== spec.control_location) changes.control_location = next.control_location
  return Object.keys(changes).length > 0 ? changes : null
}

interface Props {
  type: VolumeType
  /** The type's encryption as read: the spec, or null for none. */
  spec: EncryptionSpec | null
  guards: { create: Guard; update: Guard; delete: Guard }
  onClose: () => void
}

export function EncryptionDialog({ type, spec, guards, onClose }: Props) {
  const t = useT()
  const client = useClient()
  const form = useForm<Values>({ defaultValues: valuesOf(spec) })
  const save = useApiMutation<Values, unknown>({
    mutationFn: (values) => {
      if (!spec) return client.cinder.createVolumeTypeEncryption(type.id, fieldsOf(values))
      return client.cinder.updateVolumeTypeEncryption(
        type.id,
        spec.encryption_id,
        encryptionChanges(spec, values) ?? {},
      )
    },
    invalidates: ['volumeType'],
    success: () =>
      spec
        ? t('Encryption of {{name}} changed', { name: type.name })
        : t('Volume type {{name}} is now encrypted', { name: type.name }),
    failure: () => t('Could not change the encryption of {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  const remove = useApiMutation<void, void>({
    mutationFn: () => client.cinder.deleteVolumeTypeEncryption(type.id, spec?.encryption_id ?? ''),
    invalidates: ['volumeType'],
    success: () => t('Volume type {{name}} is no longer encrypted', { name: type.name }),
    failure: () => t('Could not delete the encryption of {{name}}', { name: type.name }),
    onSuccess: onClose,
  })
  const guard = spec ? guards.update : guards.create
  return (
    <DialogShell
      title={spec ? t('Encryption') : t('Encrypt Volume Type')}
      subject={type.name}
      onClose={onClose}
      busy={save.isPending || remove.isPending}
    >
      <DialogForm
        mutation={save}
        form={form}
        toVars={(values) => (spec && !encryptionChanges(spec, values) ? null : values)}
        label={t('Encryption of {{name}}', { name: type.name })}
        submitLabel={spec ? t('Save') : t('Encrypt')}
        submitDisabled={remove.outcomeUnknown}
        submitReason={guard.ok ? undefined : guard.reason}
        errorTitle={t('The encryption was not changed')}
        command={(values) => {
          if (values.provider.trim() === '') return null
          const change = spec ? (encryptionChanges(spec, values) ?? {}) : fieldsOf(values)
          return {
            cli: [
              ...encryptionFieldsCleared(change).map(
                (field) => `# ${t('No CLI clears the encryption’s {{field}}: the request below does.', { field })}`,
              ),
              encryptionCommand(type.id, change),
            ]
              .filter(Boolean)
              .join('\n'),
            requests: client.cinder.describe((cinder) =>
              spec
                ? cinder.updateVolumeTypeEncryption(type.id, spec.encryption_id, change)
                : cinder.createVolumeTypeEncryption(type.id, fieldsOf(values)),
            ),
          }
        }}
        actions={
          spec && (
            <GuardedButton
              color="error"
              reason={guards.delete.ok ? undefined : guards.delete.reason}
              disabled={save.isPending || remove.outcomeUnknown}
              loading={remove.isPending}
              onClick={() => void remove.run()}
            >
              {t('Delete Encryption')}
            </GuardedButton>
          )
        }
      >
        {!guard.ok && <Alert severity="warning">{guard.reason}</Alert>}
        <Typography>
          {spec
            ? t('New volumes of this type are encrypted with these settings.')
            : t('New volumes of this type will be encrypted; keys are kept by the key manager (Barbican).')}
        </Typography>
        {remove.error && <ErrorAlert title={t('The encryption was not deleted')} error={remove.error} />}
        <ControlledTextField
          control={form.control}
          name="provider"
          label={t('Provider')}
          required
          disabled={!guard.ok}
          helperText={t('luks (LUKS, recommended) or plain (dm-crypt), as os-brick names them.')}
          rules={{ validate: (value) => (String(value).trim() === '' ? t('The provider is required.') : undefined) }}
        />
        <ControlledTextField
          control={form.control}
          name="cipher"
          label={t('Cipher')}
          disabled={!guard.ok}
          helperText={t('For example aes-xts-plain64; empty: the provider’s default.')}
        />
        <SelectField
          control={form.control}
          name="keySize"
          label={t('Key size (bits)')}
          disabled={!guard.ok}
          options={KEY_SIZES.map((size) => ({ value: size, label: size === '' ? t('Provider default') : size }))}
        />
        <RadioField
          control={form.control}
          name="controlLocation"
          label={t('Control location')}
          disabled={!guard.ok}
          options={[
            { value: 'front-end', label: t('Front-end'), secondary: t('Nova encrypts on the compute host (usual).') },
            { value: 'back-end', label: t('Back-end'), secondary: t('The storage backend encrypts.') },
          ]}
        />
        {isMultiattachType(type) && (
          <Alert severity="warning" role="status">
            {encryptedAndShareable()}
          </Alert>
        )}
      </DialogForm>
    </DialogShell>
  )
}
