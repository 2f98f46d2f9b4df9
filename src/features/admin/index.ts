export { ADMINS_ONLY, VolumeTypesPage } from './VolumeTypesPage'
