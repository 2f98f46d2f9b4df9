// QoS specs (admin): list, create, set and delete keys, delete, and their associations with
// volume types (C:cinder/api/contrib/qos_specs_manage.py; docs/volume-types.md).
import type { QosAssociation, QosConsumer, QosSpecs } from '../types'
import type { CallOptions, CinderCall } from './call'

export function qosCalls(cinder: CinderCall) {
  return {
    /** GET /qos-specs (admin). */
    async listQosSpecs(options?: CallOptions): Promise<QosSpecs[]> {
      return (await cinder.json<{ qos_specs: QosSpecs[] }>({ path: ['qos-specs'] }, options)).qos_specs
    },

    /** POST /qos-specs (admin): the name, the consumer and the keys in one object. */
    async createQosSpecs(
      name: string,
      consumer: QosConsumer,
      specs: Record<string, string>,
      options?: CallOptions,
    ): Promise<QosSpecs> {
      const body = await cinder.json<{ qos_specs: QosSpecs }>(
        { method: 'POST', path: ['qos-specs'], body: { qos_specs: { ...specs, name, consumer } } },
        options,
      )
      return body.qos_specs
    },

    /** PUT /qos-specs/{id} (admin): sets keys (and the consumer, as the key "consumer"). */
    async setQosKeys(id: string, specs: Record<string, string>, options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'PUT', path: ['qos-specs', id], body: { qos_specs: specs } }, options)
    },

    /** PUT /qos-specs/{id}/delete_keys (admin): 202; a missing key is a 404. */
    async deleteQosKeys(id: string, keys: string[], options?: CallOptions): Promise<void> {
      await cinder.send({ method: 'PUT', path: ['qos-specs', id, 'delete_keys'], body: { keys } }, options)
    },

    /** DELETE /qos-specs/{id}[?force=True] (admin): refused while associated unless forced. */
    async deleteQosSpecs(id: string, force: boolean, options?: CallOptions): Promise<void> {
      await cinder.send(
        { method: 'DELETE', path: ['qos-specs', id], query: force ? { force: 'True' } : undefined },
        options,
      )
    },

    /** GET /qos-specs/{id}/associations (admin). */
    async listQosAssociations(id: string, options?: CallOptions): Promise<QosAssociation[]> {
      const body = await cinder.json<{ qos_associations: QosAssociation[] }>(
        { path: ['qos-specs', id, 'associations'] },
        options,
      )
      return body.qos_associations
    },

    /** GET /qos-specs/{id}/associate or /disassociate ?vol_type_id= (admin): 202. */
    async setQosAssociation(id: string, typeId: string, associate: boolean, options?: CallOptions): Promise<void> {
      await cinder.send(
        { path: ['qos-specs', id, associate ? 'associate' : 'disassociate'], query: { vol_type_id: typeId } },
        options,
      )
    },

    /** GET /qos-specs/{id}/disassociate_all (admin): 202. */
    async disassociateQosAll(id: string, options?: CallOptions): Promise<void> {
      await cinder.send({ path: ['qos-specs', id, 'disassociate_all'] }, options)
    },
  }
}

export type QosCalls = ReturnType<typeof qosCalls>
