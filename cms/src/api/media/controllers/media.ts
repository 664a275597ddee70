import type { Context } from 'koa';
import { ROUTE_BY_NAME, UpdateImageTextSchema } from '@estate/contract';
import { accessIn } from '../../../lib/auth/roles';
import { parseInput, readBody } from '../../../lib/http/body';
import { badRequest } from '../../../lib/http/errors';
import { checkImageFields, storeImages } from '../../../lib/uploads/images';
import { describeImage } from '../../../lib/uploads/image-texts';

export default {
  /** Store one image (checked by content) and answer its path. */
  async uploadImage(ctx: Context) {
    const body = readBody(ctx);
    if (!body.files.image?.length)
      throw badRequest('image is required: send the file in the multipart field "image"', [
        { field: 'image', message: 'image is required' },
      ]);
    const checked = await checkImageFields(body.files, ROUTE_BY_NAME.uploadImage.files!);
    const [file] = await storeImages(checked.image);
    ctx.body = { image: file.url };
  },
  /** A stored picture's alternative text and caption (docs/decisions/0087). */
  async updateImageText(ctx: Context) {
    const body = readBody(ctx);
    const input = parseInput(UpdateImageTextSchema, body.fields, body.multipart);
    ctx.body = await describeImage(accessIn(ctx), input);
  },
};
