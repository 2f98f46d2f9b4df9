// The microversions this client speaks: the sign-in path needs only these, not the feature
// table (features.ts), which comes with the service clients' chunk (service-apis.ts).

export type ServiceName = 'volume' | 'compute'

/**
 * The Rocky spec "volume-multiattach-enhancements" (attach_mode in os-volume_attachments and in
 * block_device_mapping_v2, multi-create from a shareable volume) was never implemented upstream
 * (docs/rules.md, "Product rules beyond upstream"). The demo cloud serves it as an extension at this compute
 * microversion, far above any upstream Nova (2.104 on master), so no real cloud advertises it.
 */
export const ATTACH_MODE_MICROVERSION = '2.200'

/** The newest microversions this client knows the wire format of. */
export const CLIENT_MAX = { volume: '3.71', compute: ATTACH_MODE_MICROVERSION } as const
export const CLIENT_MIN = { volume: '3.0', compute: '2.1' } as const

/**
 * The compute microversion sent by default. From 2.101 an attach is answered 202 with no body and
 * errors raised after the API's own checks never reach the caller (docs/rules.md, "How to read this file"), so
 * calls that are not about the extension stay at 2.100 at most.
 */
export const COMPUTE_DEFAULT_CEILING = '2.100'
