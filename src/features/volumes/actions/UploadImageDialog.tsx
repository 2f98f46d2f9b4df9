// Upload to Image: a Glance image of the volume (os-volume_upload_image, docs/upload-image.md).
// The name as Cinder takes it (1–255 characters), the formats Cinder and Glance take (an encrypted
// volume only raw and bare), visibility and protection from 3.1 (public for administrators only),
// and for an attached volume Force with what it depends on: the cloud's enable_force_upload, off by
// default, without which Cinder ignores it and answers that the volume must be available.
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import type { CinderCalls, ImageVisibility, UploadDiskFormat, UploadedImage, Volume } from '../../../api'
import { isOpenStackError } from '../../../api'
import { DialogForm } from '../../../components/dialog/DialogForm'
import { DialogShell } from '../../../components/dialog/DialogShell'
import { ControlledTextField } from '../../../components/form/ControlledTextField'
import { SelectField, type SelectOption } from '../../../components/form/SelectField'
import { SwitchField } from '../../../components/form/SwitchField'
import { validateText } from '../../../components/form/text-rules'
import { volumeDisplayName } from '../../../components/format'
import { useNotify } from '../../../components/notify-context'
import { useT } from '../../../i18n/use-t'
import { imagePath } from '../../../lib/paths'
import { useClient } from '../../../lib/session'
import { useApiMutation } from '../../../queries/use-api-mutation'
import { uploadImageCommand } from '../../../rules/commands/volume-commands'
import { UPLOAD_CONTAINER_FORMATS, UPLOAD_DISK_FORMATS } from '../../../rules/upload-rules'

export interface UploadImageValues {
  imageName: string
  diskFormat: UploadDiskFormat
  containerFormat: string
  force: boolean
  visibility: ImageVisibility
  protected: boolean
}

type Upload = Parameters<CinderCalls['uploadToImage']>[1]

/** The body the values make: visibility and protected only where Cinder takes them (3.1). */
export function uploadOf(values: UploadImageValues, withParams: boolean, attached: boolean): Upload {
  const upload: Upload = {
    imageName: values.imageName,
    diskFormat: values.diskFormat,
    containerFormat: values.containerFormat,
  }
  if (attached) upload.force = values.force
  if (withParams) {
    upload.visibility = values.visibility
    upload.protected = values.protected
  }
  return upload
}

export function UploadImageDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const t = useT()
  const client = useClient()
  const notify = useNotify()
  const withParams = client.feature('uploadImageParams').available
  const attached = volume.status === 'in-use'
  const encrypted = volume.encrypted
  const form = useForm<UploadImageValues>({
    defaultValues: {
      imageName: volume.name ?? '',
      diskFormat: 'raw',
      containerFormat: 'bare',
      force: false,
      visibility: 'private',
      protected: false,
    },
  })
  // The one write, run by Upload and described under Equivalent command.
  const send = (cinder: CinderCalls, vars: Upload) => cinder.uploadToImage(volume.id, vars)
  const upload = useApiMutation<Upload, UploadedImage>({
    mutationFn: (vars) => send(client.cinder, vars),
    invalidates: ['image'],
    refresh: 'background',
    failure: () => t('The volume was not uploaded to an image'),
    onSuccess: (answer) => {
      notify.success(
        t('Uploading {{volume}} to image {{image}}', { volume: volumeDisplayName(volume), image: answer.image_name }),
        {
          label: t('View image'),
          to: imagePath(answer.image_id),
        },
      )
      onClose()
    },
  })

  const encryptedOnly = t('An encrypted volume is uploaded as raw and bare only.')
  const diskFormats: SelectOption[] = UPLOAD_DISK_FORMATS.map((format) => ({
    value: format,
    label: format,
    disabled: encrypted && format !== 'raw',
    secondary: encrypted && format !== 'raw' ? encryptedOnly : null,
  }))
  const containerFormats: SelectOption[] = UPLOAD_CONTAINER_FORMATS.map((format) => ({
    value: format,
    label: format,
    disabled: encrypted && format !== 'bare',
    secondary: encrypted && format !== 'bare' ? encryptedOnly : null,
  }))
  const visibilities: SelectOption[] = [
    { value: 'private', label: t('Private'), secondary: t('This project only') },
    { value: 'shared', label: t('Shared'), secondary: t('This project and the projects it is shared with') },
    {
      value: 'community',
      label: t('Community'),
      secondary: t('Any project may use it; lists show it to its owner only'),
    },
    {
      value: 'public',
      label: t('Public'),
      disabled: !client.isAdmin,
      secondary: client.isAdmin ? t('Every project sees it') : t('Only an administrator may make a public image.'),
    },
  ]
  // Cinder's refusal of an attached volume means the cloud ignored force (or it was not asked).
  const refusedAttached =
    attached && isOpenStackError(upload.error) && /status must be available$/.test(upload.error.message)

  return (
    <DialogShell title={t('Upload to Image')} onClose={onClose} maxWidth="sm">
      <DialogForm
        mutation={upload}
        form={form}
        toVars={(values) => uploadOf(values, withParams, attached)}
        submitLabel={t('Upload')}
        errorTitle={t('The volume was not uploaded to an image')}
        command={(vars) =>
          vars.imageName.length > 0
            ? {
                cli: uploadImageCommand(volume.id, vars),
                requests: client.cinder.describe((cinder) => send(cinder, vars)),
              }
            : null
        }
        errorNote={
          refusedAttached
            ? t(
                'This cloud does not upload attached volumes (its enable_force_upload is off): detach the volume from every server first.',
              )
            : undefined
        }
      >
        <Typography variant="body2">
          {t(
            'Cinder copies the volume into a new image in the image service. Meanwhile the volume is uploading: its metadata cannot change, and it cannot be attached, snapshotted or deleted.',
          )}
        </Typography>
        <ControlledTextField
          control={form.control}
          name="imageName"
          label={t('Image Name')}
          autoFocus
          required
          rules={{
            validate: (value) => {
              const text = String(value ?? '')
              if (text.length === 0) return t('Enter a name for the image.')
              return validateText('The name')(text)
            },
          }}
        />
        <SelectField control={form.control} name="diskFormat" label={t('Disk Format')} options={diskFormats} />
        <SelectField
          control={form.control}
          name="containerFormat"
          label={t('Container Format')}
          options={containerFormats}
        />
        {attached && (
          <Stack spacing={0.5}>
            <Alert severity="warning">
              {volume.multiattach
                ? t(
                    'This shared volume is attached to servers. Cinder uploads an attached volume only with Force, and only where the cloud allows it (enable_force_upload, off by default); otherwise it refuses, and the volume must be detached from every server first.',
                  )
                : t(
                    'This volume is attached. Cinder uploads an attached volume only with Force, and only where the cloud allows it (enable_force_upload, off by default); otherwise it refuses, and the volume must be detached first.',
                  )}
            </Alert>
            <SwitchField control={form.control} name="force" label={t('Force (upload while attached)')} />
          </Stack>
        )}
        {withParams ? (
          <>
            <SelectField control={form.control} name="visibility" label={t('Visibility')} options={visibilities} />
            <SwitchField control={form.control} name="protected" label={t('Protected (cannot be deleted)')} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t(
              'This cloud’s Cinder is older than 3.1: the image is made shared, as the image service does by default, and unprotected.',
            )}
          </Typography>
        )}
      </DialogForm>
    </DialogShell>
  )
}
