/*
 * A CMS whose clock is off by TEST_CLOCK_OFFSET_MS (loaded with `node --require`, see
 * clockOffsetEnv in stack.ts): `Date.now()` and `new Date()` read the machine's time moved by the
 * offset, as on a server whose clock drifted. What a test proves with it is what a second machine
 * with a wrong clock would do; the database's clock stays the machine's.
 */
const offset = Number(process.env.TEST_CLOCK_OFFSET_MS || 0);
if (offset) {
  const RealDate = Date;
  class OffsetDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = OffsetDate;
}
