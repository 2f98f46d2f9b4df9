// QoS specs as Cinder takes them (docs/volume-types.md, "QoS specs"): where a spec is enforced,
// and how long its keys and values may be. The demo cloud enforces these; the QoS forms ask them.
import type { QosConsumer } from '../api/types'
import type { Verdict } from './verdict'
import { OK, pyTuple, refuse } from './verdict'
import { SPEC_TEXT_MAX } from './text-limits'

/** Where a QoS spec may be enforced, in the order of Cinder's field (C:cinder/objects/fields.py#QoSConsumerValues). */
export const QOS_CONSUMERS = ['back-end', 'front-end', 'both'] as const satisfies readonly QosConsumer[]

/** What Cinder records when a spec names no consumer (C:cinder/volume/qos_specs.py#create). */
export const DEFAULT_QOS_CONSUMER: QosConsumer = 'back-end'

/** The words oslo.versionedobjects' field gives for any other consumer (observed on Zed). */
export const BAD_QOS_CONSUMER = `Invalid qos specs: Valid consumer of QoS specs are: QoSConsumerValues(default=<class 'oslo_versionedobjects.fields.UnspecifiedDefault'>,nullable=False,valid_values=${pyTuple(QOS_CONSUMERS)})`

export function isQosConsumer(value: unknown): value is QosConsumer {
  return (QOS_CONSUMERS as readonly unknown[]).includes(value)
}

/** A spec volume types still have (C:cinder/volume/qos_specs.py#delete, QoSSpecsInUse). */
export const QOS_IN_USE = 'Qos specs still in use.'

/** DELETE /qos-specs/{id}: refused while volume types have it, unless forced (which takes it off them). */
export function canDeleteQosSpecs(associated: boolean, force: boolean): Verdict {
  return associated && !force ? refuse(400, QOS_IN_USE, 'other') : OK
}

/** A key and its value, each a string of at most 255 characters (C:cinder/utils.py#validate_dictionary_string_length). */
export function canSetQosSpec(key: string, value: string): Verdict {
  if (key.length > SPEC_TEXT_MAX) {
    return refuse(
      400,
      `Invalid input received: key has ${key.length} characters, more than ${SPEC_TEXT_MAX}.`,
      'schema',
    )
  }
  if (value.length > SPEC_TEXT_MAX) {
    return refuse(
      400,
      `Invalid input received: ${key} has ${value.length} characters, more than ${SPEC_TEXT_MAX}.`,
      'schema',
    )
  }
  return OK
}
