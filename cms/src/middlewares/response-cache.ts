import { responseCache } from '../lib/response-cache';

/** Route middleware of the public reads (see lib/response-cache). */
export default () => responseCache;
