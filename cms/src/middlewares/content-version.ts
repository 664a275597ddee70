import { contentVersionScope } from '../lib/content-version';

/** Every request: its answer waits for the content version changes its writes made (lib/content-version). */
export default () => contentVersionScope();
