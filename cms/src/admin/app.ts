/**
 * The Strapi panel's own settings, built into the panel by `strapi build`: no call to GitHub for
 * release news, no tutorial videos. Telemetry is off in package.json (`strapi.telemetryDisabled`),
 * the NPS survey and the Enterprise promotion in config/admin.ts, the server's update check in
 * config/server.ts (docs/decisions/0019).
 */
export default {
  config: {
    notifications: { releases: false },
    tutorials: false,
  },
  bootstrap() {},
};
