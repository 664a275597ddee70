import { factories } from '@strapi/strapi';
import { RemoveImageSchemas } from '@estate/contract';
import { parseInput, readBody } from '../../../lib/http/body';

const service = () => strapi.service('api::insta.insta');

export default factories.createCoreController('api::insta.insta', () => ({
  async getInsta(ctx) {
    ctx.body = await service().get();
  },
  async addInsta(ctx) {
    ctx.body = { message: 'Insta added successfully!', insta: await service().add(readBody(ctx)) };
  },
  async updateInsta(ctx) {
    ctx.body = {
      message: 'Insta updated successfully!',
      insta: await service().updateFromBody(ctx.params.id, readBody(ctx)),
    };
  },
  async removeImageInsta(ctx) {
    const body = readBody(ctx);
    const input = parseInput(RemoveImageSchemas.insta, body.fields, body.multipart) as {
      instaId: string;
      imageName: string;
    };
    ctx.body = {
      message: 'Image removed successfully!',
      insta: await service().removeImage(input.instaId, input.imageName),
    };
  },
}));
