/** Extra specs users who are not admins may see (C:cinder/policies/type_extra_specs.py). */
export const USER_VISIBLE_EXTRA_SPECS = ['multiattach', 'RESKEY:availability_zones', 'replication_enabled']
