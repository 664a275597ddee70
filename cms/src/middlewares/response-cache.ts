import { responseCache } from '../lib/cache/response-cache';

/** Route middleware of the public reads (see lib/cache/response-cache). */
export default () => responseCache;
