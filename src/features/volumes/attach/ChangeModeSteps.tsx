// The progress of a change of attach mode as a stepper.
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Typography from '@mui/material/Typography'
import { useT } from '../../../i18n/use-t'
import type { Mode } from '../../../attachments/attach-mode'
import type { ChangeModePhase } from '../../../attachments/use-change-mode'

const ACTIVE: Record<ChangeModePhase, number> = {
  ready: -1,
  detaching: 0,
  'detach-failed': 0,
  attaching: 1,
  'attach-failed': 1,
  restoring: 1,
  'restore-failed': 1,
  restored: 1,
  done: 3,
}

const FAILED: Partial<Record<ChangeModePhase, number>> = {
  'detach-failed': 0,
  'attach-failed': 1,
  restoring: 1,
  'restore-failed': 1,
  restored: 1,
}

export function ChangeModeSteps({ phase, to }: { phase: ChangeModePhase; to: Mode }) {
  const t = useT()
  const labels = [t('Detaching…'), to === 'ro' ? t('Attaching read-only…') : t('Attaching read/write…'), t('Done')]
  const failed = FAILED[phase]
  return (
    <Stepper activeStep={ACTIVE[phase]} aria-label={t('Progress')}>
      {labels.map((label, index) => (
        <Step key={index} completed={ACTIVE[phase] > index && failed !== index}>
          <StepLabel
            error={failed === index}
            optional={
              failed === index ? (
                <Typography variant="caption" color="error">
                  {t('Failed')}
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}
