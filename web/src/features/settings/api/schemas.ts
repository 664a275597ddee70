export { SettingsSchema } from '@estate/contract/schemas';
