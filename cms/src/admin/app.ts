import type { StrapiApp } from '@strapi/strapi/admin';

/**
 * The Strapi panel's own settings, built into the panel by `strapi build`: no call to GitHub for
 * release news, no tutorial videos. Telemetry is off in package.json (`strapi.telemetryDisabled`),
 * the NPS survey and the Enterprise promotion in config/admin.ts, the server's update check in
 * config/server.ts (docs/decisions/0019).
 *
 * `global::html` is the post body's editor: CKEditor 5 writing HTML, registered on the server in
 * src/index.ts with the same name and stored as `richtext` (a text column). `global::tags` is an
 * area's tags: a list of texts added and removed one by one, stored as the same JSON list.
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
    app.customFields.register({
      name: 'tags',
      type: 'json',
      intlLabel: { id: 'estate.tags.label', defaultMessage: 'Tag list' },
      intlDescription: { id: 'estate.tags.description', defaultMessage: 'A list of short texts, added one by one' },
      components: { Input: () => import('./tag-list') },
    });
  },
  bootstrap() {},
};
