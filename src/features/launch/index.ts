export { LaunchInstanceButton, launchUnavailable } from './LaunchInstanceButton'
export type { LaunchInstanceButtonProps } from './LaunchInstanceButton'
export { LaunchInstanceDialog } from './LaunchInstanceDialog'
export type { LaunchInstanceDialogProps } from './LaunchInstanceDialog'
