// Attachment modes by attachment id, as the console reads them (src/queries/attachment-modes.ts).
import type { AttachmentDetail } from '../api'

/** An attachment's attach_mode by its id; undefined while the console does not know it. */
export interface ModeLookup {
  get(attachmentId: string): AttachmentDetail['attach_mode'] | undefined
}

/** Every attachment's mode, from those read as not rw: any other id is rw. */
export class AttachmentModes implements ModeLookup {
  constructor(private readonly notRw: ReadonlyMap<string, AttachmentDetail['attach_mode']>) {}

  get(attachmentId: string): AttachmentDetail['attach_mode'] {
    return this.notRw.get(attachmentId) ?? 'rw'
  }
}
