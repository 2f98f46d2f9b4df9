import { describe, expect, it } from 'vitest'
import { OpenStackError } from '../../../api'
import { fieldRefusal } from './create-volume-errors'

const fault = (status: number, message: string) =>
  new OpenStackError({ kind: 'http', status, fault: 'x', message, requestId: 'req-1' })

describe('refusals that belong to a field', () => {
  it('puts the multi-attach policy on Shareable, and only that policy', () => {
    expect(fieldRefusal(fault(403, "Policy doesn't allow volume:multiattach to be performed.")).field).toBe('shareable')
    expect(
      fieldRefusal(fault(403, "Policy doesn't allow volume:multiattach_bootable_volume to be performed.")).field,
    ).toBeNull()
  })

  it('puts encrypted + multi-attach on Volume Type', () => {
    const refusal = fieldRefusal(fault(400, 'Invalid volume: Multiattach cannot be used with encrypted volumes.'))
    expect(refusal).toEqual({
      field: 'volumeType',
      message: 'Invalid volume: Multiattach cannot be used with encrypted volumes.',
    })
  })

  it('leaves everything else to the dialog', () => {
    expect(fieldRefusal(fault(413, 'VolumeLimitExceeded')).field).toBeNull()
    expect(fieldRefusal(new Error('boom'))).toEqual({ field: null, message: 'boom' })
  })
})
