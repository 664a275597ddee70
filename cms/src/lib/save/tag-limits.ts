/**
 * The contract's bounds on an area's tags (contract/src/content-schemas.ts), held for every door:
 * the save hook on the server and the panel's tag list (src/admin/tag-list.tsx) read them here.
 */
export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 100;
