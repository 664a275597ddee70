export { SavedSearchResultSchema, SaveSearchInputSchema } from '@estate/contract/schemas';
