import type { StrapiApp } from '@strapi/strapi/admin';

/**
 * The Strapi panel's own settings, built into the panel by `strapi build`: no call to GitHub for
 * release news, no tutorial videos. Telemetry is off in package.json (`strapi.telemetryDisabled`),
 * the NPS survey and the Enterprise promotion in config/admin.ts, the server's update check in
 * config/server.ts (docs/decisions/0019).
 *
 * `global::html` is the post body's editor: CKEditor 5 writing HTML, registered on the server in
 * src/index.ts with the same name and stored as `richtext` (a text column).
 */
export default {
  config: {
    notifications: { releases: false },
    tutorials: false,
  },
  register(app: StrapiApp) {
    app.customFields.register({
      name: 'html',
      type: 'richtext',
      intlLabel: { id: 'estate.html.label', defaultMessage: 'Rich text (HTML)' },
      intlDescription: {
        id: 'estate.html.description',
        defaultMessage: 'Formatted text stored as HTML, sanitised on every save',
      },
      components: { Input: () => import('./html-editor') },
    });
  },
  bootstrap() {},
};
