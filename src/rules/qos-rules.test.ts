import { describe, expect, it } from 'vitest'
import { BAD_QOS_CONSUMER, canDeleteQosSpecs, canSetQosSpec, isQosConsumer } from './qos-rules'

describe('QoS specs (docs/volume-types.md)', () => {
  it('knows the three consumers and words any other as oslo does', () => {
    expect(isQosConsumer('both')).toBe(true)
    expect(isQosConsumer('middle')).toBe(false)
    expect(BAD_QOS_CONSUMER).toBe(
      "Invalid qos specs: Valid consumer of QoS specs are: QoSConsumerValues(default=<class 'oslo_versionedobjects.fields.UnspecifiedDefault'>,nullable=False,valid_values=('back-end', 'front-end', 'both'))",
    )
  })

  it('takes keys and values of at most 255 characters', () => {
    expect(canSetQosSpec('k'.repeat(255), 'v'.repeat(255)).ok).toBe(true)
    expect(canSetQosSpec('k'.repeat(256), '')).toMatchObject({
      message: 'Invalid input received: key has 256 characters, more than 255.',
    })
    expect(canSetQosSpec('read_iops_sec', 'v'.repeat(300))).toMatchObject({
      message: 'Invalid input received: read_iops_sec has 300 characters, more than 255.',
    })
  })

  it('deletes a spec volume types have only when forced', () => {
    expect(canDeleteQosSpecs(true, false)).toMatchObject({ status: 400, message: 'Qos specs still in use.' })
    expect(canDeleteQosSpecs(true, true).ok).toBe(true)
    expect(canDeleteQosSpecs(false, false).ok).toBe(true)
  })
})
