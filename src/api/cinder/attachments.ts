// The attachments API (3.27): create, list, read, update with a connector, delete, complete
// (C:cinder/api/v3/attachments.py).
import type { AttachmentDetail, AttachmentSummary, Connector } from '../types'
import type { CallOptions, CinderCall, PageParams } from './call'
import { pageQuery } from './call'

export interface AttachmentCreateParams {
  volumeId: string
  /** Left out for a non-Nova consumer (a null instance_uuid is a 400). */
  instanceId?: string
  connector?: Connector | null
  mode?: 'rw' | 'ro'
}

export type AttachmentListParams = PageParams & { filters?: Record<string, string> }

export function attachmentCalls(cinder: CinderCall) {
  return {
    async createAttachment(params: AttachmentCreateParams, options?: CallOptions): Promise<AttachmentDetail> {
      cinder.require('attachmentsApi', options)
      if (params.mode !== undefined) cinder.require('attachmentMode', options)
      const attachment: Record<string, unknown> = { volume_uuid: params.volumeId }
      if (params.instanceId !== undefined) attachment.instance_uuid = params.instanceId
      if (params.connector !== undefined) attachment.connector = params.connector
      if (params.mode !== undefined) attachment.mode = params.mode
      const body = await cinder.json<{ attachment: AttachmentDetail }>(
        { method: 'POST', path: ['attachments'], body: { attachment } },
        options,
      )
      return body.attachment
    },

    async listAttachments(params: AttachmentListParams = {}, options?: CallOptions): Promise<AttachmentSummary[]> {
      cinder.require('attachmentsApi', options)
      const body = await cinder.json<{ attachments: AttachmentSummary[] }>(
        { path: ['attachments'], query: { ...pageQuery(params), ...params.filters } },
        options,
      )
      return body.attachments
    },

    async listAttachmentDetails(params: AttachmentListParams = {}, options?: CallOptions): Promise<AttachmentDetail[]> {
      cinder.require('attachmentsApi', options)
      const body = await cinder.json<{ attachments: AttachmentDetail[] }>(
        { path: ['attachments', 'detail'], query: { ...pageQuery(params), ...params.filters } },
        options,
      )
      return body.attachments
    },

    async getAttachment(id: string, options?: CallOptions): Promise<AttachmentDetail> {
      cinder.require('attachmentsApi', options)
      return (await cinder.json<{ attachment: AttachmentDetail }>({ path: ['attachments', id] }, options)).attachment
    },

    async updateAttachment(id: string, connector: Connector, options?: CallOptions): Promise<AttachmentDetail> {
      cinder.require('attachmentsApi', options)
      const body = await cinder.json<{ attachment: AttachmentDetail }>(
        { method: 'PUT', path: ['attachments', id], body: { attachment: { connector } } },
        options,
      )
      return body.attachment
    },

    /** Returns the volume's remaining attachments. */
    async deleteAttachment(id: string, options?: CallOptions): Promise<AttachmentSummary[]> {
      cinder.require('attachmentsApi', options)
      const body = await cinder.json<{ attachments: AttachmentSummary[] }>(
        { method: 'DELETE', path: ['attachments', id] },
        options,
      )
      return body.attachments
    },

    async completeAttachment(id: string, options?: CallOptions): Promise<void> {
      cinder.require('attachmentComplete', options)
      await cinder.send({ method: 'POST', path: ['attachments', id, 'action'], body: { 'os-complete': {} } }, options)
    },
  }
}

export type AttachmentCalls = ReturnType<typeof attachmentCalls>
