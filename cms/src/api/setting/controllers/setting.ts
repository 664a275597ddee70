import { factories } from '@strapi/strapi';
import { readBody } from '../../../lib/http/body';
import { languageOf } from '../../../lib/resource/controller';

const service = () => strapi.service('api::setting.setting');

export default factories.createCoreController('api::setting.setting', () => ({
  async getSettings(ctx) {
    ctx.body = await service().read(languageOf(ctx).language);
  },
  async updateSettings(ctx) {
    ctx.body = { message: 'Settings updated!', settings: await service().write(readBody(ctx)) };
  },
}));
