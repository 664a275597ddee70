export { InstaSchema } from '@estate/contract/schemas';
