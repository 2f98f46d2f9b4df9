// Where a QoS spec is enforced (C:cinder/volume/qos_specs.py CONTROL_LOCATION): its label and
// what it means, for the QoS Specs page and the Volume Types table.
import type { QosConsumer } from '../../../api'
import { N_ } from '../../../i18n/marker'

export const CONSUMERS: readonly QosConsumer[] = ['front-end', 'back-end', 'both']

export const CONSUMER_LABELS: Record<QosConsumer, string> = {
  'front-end': N_('Front-end (Nova, on the compute host)'),
  'back-end': N_('Back-end (the storage backend)'),
  both: N_('Both'),
}

export const CONSUMER_SHORT: Record<QosConsumer, string> = {
  'front-end': N_('front-end'),
  'back-end': N_('back-end'),
  both: N_('both'),
}
