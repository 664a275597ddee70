import { factories } from '@strapi/strapi';
import type { Settings } from '@estate/contract';
import { readBody, type RequestBody } from '../../../lib/body';

interface SettingService {
  read(): Promise<Settings>;
  write(body: RequestBody): Promise<Settings>;
}
const service = () => strapi.service('api::setting.setting') as unknown as SettingService;

export default factories.createCoreController('api::setting.setting', () => ({
  async getSettings(ctx) {
    ctx.body = await service().read();
  },
  async updateSettings(ctx) {
    ctx.body = { message: 'Settings updated!', settings: await service().write(readBody(ctx)) };
  },
}));
