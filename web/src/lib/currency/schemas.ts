export { RatesSchema } from '@estate/contract/schemas';
