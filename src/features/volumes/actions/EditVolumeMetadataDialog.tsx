// Edit Metadata of a volume: the shared editor with the volume's store (conditional from 3.15)
// and Cinder's own keys (readonly, attached_mode) kept out of reach.
import type { Volume } from '../../../api'
import { volumeDisplayName } from '../../../components/format'
import { EditMetadataDialog } from '../../../dialogs/metadata/EditMetadataDialog'
import { useClient } from '../../../lib/session'
import { volumeMetadataOptions, volumeMetadataStore } from '../../../queries/metadata'
import { VISIBLE_ADMIN_KEYS } from '../../../rules/edit-rules'

export function EditVolumeMetadataDialog({ volume, onClose }: { volume: Volume; onClose: () => void }) {
  const client = useClient()
  return (
    <EditMetadataDialog
      name={volumeDisplayName(volume)}
      store={volumeMetadataStore(client, volume.id)}
      query={volumeMetadataOptions(client, volume.id)}
      viewMetadata={volume.metadata}
      reservedKeys={VISIBLE_ADMIN_KEYS}
      keyPattern
      invalidates={['volume']}
      onClose={onClose}
    />
  )
}
