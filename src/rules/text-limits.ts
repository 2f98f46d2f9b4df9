// How long the texts Cinder and Nova store may be: a name and a description are at most 255
// characters (C:cinder/api/validation/parameter_types.py name, description; C:cinder/utils.py
// #check_string_length; N:nova/api/validation/parameter_types.py name, description), and so is
// each key and value of an extra spec or a QoS spec (C:cinder/api/validation/parameter_types.py
// #extra_specs_with_no_spaces_key, C:cinder/utils.py#validate_dictionary_string_length). The demo
// cloud's schemas refuse longer ones; the forms say so before sending.
export const NAME_MAX = 255
export const DESCRIPTION_MAX = 255
export const SPEC_TEXT_MAX = 255
