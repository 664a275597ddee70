import { contentVersionScope } from '../lib/cache/content-version';

/** Every request: its answer waits for the content version changes its writes made (lib/cache/content-version). */
export default () => contentVersionScope();
