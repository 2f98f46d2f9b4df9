// Volume types: list, read, create, edit, delete; their extra specs, encryption and access
// (C:cinder/api/v3/types.py, C:cinder/api/contrib/types_manage.py, types_extra_specs.py,
// volume_type_encryption.py, volume_type_access.py; docs/volume-types.md: paths, codes and
// messages as Zed answers them).
import type {
  EncryptionFields,
  VolumeType,
  VolumeTypeAccess,
  VolumeTypeCreateRequest,
  VolumeTypeEncryption,
  VolumeTypeUpdate,
} from '../types'
import type { CallOptions, CinderCall } from './call'

export function volumeTypeCalls(cinder: CinderCall) {
  return {
    async listVolumeTypes(options?: CallOptions): Promise<VolumeType[]> {
      return (await cinder.json<{ volume_types: VolumeType[] }>({ path: ['types'] }, options)).volume_types
    },

    async getVolumeType(id: string, options?: CallOptions): Promise<VolumeType> {
      return (await cinder.json<{ volume_type: VolumeType }>({ path: ['types', id] }, options)).volume_type
    },

    async getDefaultVolumeType(options?: CallOptions): Promise<VolumeType> {
      return (await cinder.json<{ volume_type: VolumeType }>({ path: ['types', 'default'] }, options)).volume_type
    },

    async createVolumeType(params: VolumeTypeCreateRequest['volume_type'], options?: CallOptions): Promise<VolumeType> {
      const body = await cinder.json<{ volume_type: VolumeType }>(
        { method: 'POST', path: ['types'], body: { volume_type: params } },
        options,
      )
      return body.volume_type
    },

    /** PUT /types/{id} (admin): name, description, is_public; answers the type. */
    async updateVolumeType(id: string, update: VolumeTypeUpdate, options?: CallOptions): Promise<VolumeType> {
      const body = await cinder.json<{ volume_type: VolumeType }>(
        { method: 'PUT', path: ['types', id], body: { volume_type: update } },
        options,
      )
      return body.volume_type
    },

    async deleteVolumeType(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['types', id] }, options)
    },

    async setVolumeTypeExtraSpecs(
      id: string,
      specs: Record<string, string>,
      options?: CallOptions,
    ): Promise<Record<string, string>> {
      const body = await cinder.json<{ extra_specs: Record<string, string> }>(
        { method: 'POST', path: ['types', id, 'extra_specs'], body: { extra_specs: specs } },
        options,
      )
      return body.extra_specs
    },

    /** Admin: removes one extra spec of a type. */
    async deleteVolumeTypeExtraSpec(id: string, key: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['types', id, 'extra_specs', key] }, options)
    },

    /** Admin only: the type's encryption, or null when it has none. */
    async getVolumeTypeEncryption(id: string, options?: CallOptions): Promise<VolumeTypeEncryption | null> {
      const body = await cinder.json<VolumeTypeEncryption>({ path: ['types', id, 'encryption'] }, options)
      return 'encryption_id' in body ? body : null
    },

    async createVolumeTypeEncryption(
      id: string,
      encryption: EncryptionFields,
      options?: CallOptions,
    ): Promise<VolumeTypeEncryption> {
      const body = await cinder.json<{ encryption: VolumeTypeEncryption }>(
        { method: 'POST', path: ['types', id, 'encryption'], body: { encryption } },
        options,
      )
      return body.encryption
    },

    /** PUT /types/{id}/encryption/{encryption_id} (admin): answers the fields sent. */
    async updateVolumeTypeEncryption(
      id: string,
      encryptionId: string,
      encryption: Partial<EncryptionFields>,
      options?: CallOptions,
    ): Promise<Partial<EncryptionFields>> {
      const body = await cinder.json<{ encryption: Partial<EncryptionFields> }>(
        { method: 'PUT', path: ['types', id, 'encryption', encryptionId], body: { encryption } },
        options,
      )
      return body.encryption
    },

    /** DELETE /types/{id}/encryption/{encryption_id} (admin): 202. */
    async deleteVolumeTypeEncryption(id: string, encryptionId: string, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'DELETE', path: ['types', id, 'encryption', encryptionId] }, options)
    },

    /** GET /types/{id}/os-volume-type-access (admin): the projects a private type is shared with. */
    async listVolumeTypeAccess(id: string, options?: CallOptions): Promise<VolumeTypeAccess[]> {
      const body = await cinder.json<{ volume_type_access: VolumeTypeAccess[] }>(
        { path: ['types', id, 'os-volume-type-access'] },
        options,
      )
      return body.volume_type_access
    },

    /** POST /types/{id}/action addProjectAccess / removeProjectAccess (admin): 202. */
    async setVolumeTypeAccess(id: string, projectId: string, grant: boolean, options?: CallOptions): Promise<void> {
      await cinder.send(
        {
          method: 'POST',
          path: ['types', id, 'action'],
          body: { [grant ? 'addProjectAccess' : 'removeProjectAccess']: { project: projectId } },
        },
        options,
      )
    },
  }
}

export type VolumeTypeCalls = ReturnType<typeof volumeTypeCalls>
