// 4. Who may do what: a few policy rules of Cinder and Nova, as their roles lists.
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import { Trans } from '../../i18n/Trans'
import { N_ } from '../../i18n/marker'
import { useT } from '../../i18n/use-t'
import { choiceOf, describeRoles, POLICY_CHOICES, POLICY_RULES, rolesOf, type PolicyRule } from './policy-choices'
import type { SettingsDraft } from './settings-draft'
import { SettingsSection } from './SettingsSection'

interface Props {
  control: Control<SettingsDraft>
  changed: boolean
}

export function PoliciesSection({ control, changed }: Props) {
  const t = useT()
  // One value for the whole map: rule names are not form paths (they hold colons).
  const { field } = useController({ control, name: 'policies' })
  const policies = field.value
  const onChange = (rule: PolicyRule, roles: string[]) => field.onChange({ ...policies, [rule]: roles })
  return (
    <SettingsSection
      title={t('Policies')}
      changed={changed}
      description={
        <Trans
          i18nKey={N_(
            'The policy rules of Cinder and Nova (oslo.policy) that guard shareable volumes, as an operator would set them in <code>policy.yaml</code>. The demo cloud refuses a call the rule denies with 403 "Policy doesn\'t allow … to be performed." Users: admin (admin), demo (member), reader (reader; never changes anything).',
          )}
          components={{ code: <code /> }}
        />
      }
    >
      <Stack spacing={2}>
        {POLICY_RULES.map((entry) => (
          <PolicyField key={entry.rule} {...entry} roles={policies[entry.rule]} onChange={onChange} />
        ))}
      </Stack>
    </SettingsSection>
  )
}

function PolicyField(props: {
  rule: PolicyRule
  service: string
  what: string
  roles: string[] | undefined
  onChange: (rule: PolicyRule, roles: string[]) => void
}) {
  const t = useT()
  const labelId = useId()
  const helpId = useId()
  const choice = choiceOf(props.roles)
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontFamily: 'monospace' }}>
        {props.rule}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={helpId}
        value={choice ?? ''}
        onChange={(event) => props.onChange(props.rule, rolesOf(event.target.value))}
      >
        {POLICY_CHOICES.map((option) => (
          <FormControlLabel key={option.choice} value={option.choice} control={<Radio />} label={t(option.label)} />
        ))}
      </RadioGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {props.service}: {t(props.what)}
        {choice === undefined && ` ${t('Now: {{roles}}.', { roles: describeRoles(props.roles, t) })}`}
      </FormHelperText>
    </FormControl>
  )
}
