import type { Context } from 'koa';
import type { z } from 'zod';
import {
  ListQuerySchema,
  ROUTE_BY_NAME,
  TOTAL_COUNT_HEADER,
  type EditableListQuery,
  type EditableResource,
} from '@estate/contract';
import { parseInput, readBody, type RequestBody } from '../http/body';
import { forbidden } from '../http/errors';
import { isStaffRequest } from '../auth/auth';
import { accessIn, assertOwnListing, can } from '../auth/roles';
import { andWhere } from '../listing/listing';
import { editableListOptions, type ListOptions } from './list';
import type { ResourceMethods } from './service';

/*
 * The HTTP side of the contract's actions: list queries and answers, a list as the public sees it,
 * and the six actions of every editable entity over its resource service.
 */

export type Action = (ctx: Context) => Promise<void>;

/** The list query (?limit=&offset=) of a GET list route. */
export function listQuery(ctx: Context) {
  return parseInput(ListQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);
}

export function sendList<T>(ctx: Context, result: { items: T[]; total: number; body?: Buffer }) {
  ctx.set(TOTAL_COUNT_HEADER, String(result.total));
  if (result.body !== undefined) {
    // Already serialised (stored forms, lib/read/stored-forms): sent as it is.
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = result.body;
  } else ctx.body = result.items;
}

interface CrudNames {
  singular: string; // Property
  /** Properties, ...: get<plural> names the entity's list route in the contract. */
  plural: 'Properties' | 'Developments' | 'Posts' | 'Teams' | 'Areas' | 'Reviews';
  /** Field of write answers: property, development, ... */
  field: string;
  /** Id field of the remove-image body: propertyId, ... */
  idField: string;
  removeImage: z.ZodObject;
  /** Text of the update answer, as the admin spec words it. */
  updated: string;
  /**
   * What the public may see of this type, when staff see more (listings off the market or with
   * an expired permit): the lists' condition and order, and the check of a single item.
   */
  visibility?: Visibility<unknown>;
  /**
   * Items that belong to an agent (listings): a member whose role sees only their own touches
   * only those whose agent is their team member profile, and what they add is theirs.
   */
  owned?: boolean;
}

export interface Visibility<Out> {
  where(): Record<string, unknown>;
  order(order: unknown): unknown;
  check(item: Out): void;
}

/** The options of a list as the public sees it (staff see everything). */
export async function visibleOptions(ctx: Context, visibility: Visibility<unknown> | undefined, options: ListOptions) {
  // Staff see every document as its latest draft (docs/decisions/0036).
  if (await isStaffRequest(ctx)) return { ...options, drafts: true };
  return publicOptions(visibility, options);
}

/** The options of a list as the public sees it: published rows, and the type's own public condition. */
export function publicOptions(visibility: Visibility<unknown> | undefined, options: ListOptions): ListOptions {
  const shown: ListOptions = { ...options, publicView: true };
  if (!visibility) return shown;
  return { ...shown, where: andWhere(visibility.where(), options.where), orderBy: visibility.order(options.orderBy) };
}

/**
 * The six contract actions of an editable entity: list, get by id, add, update, delete and
 * remove-image. The service of the content type owns the work; these only speak HTTP.
 */
export function crudActions<Out>(service: () => ResourceMethods<Out>, n: CrudNames): Record<string, Action> {
  const listRoute = ROUTE_BY_NAME[`get${n.plural}`];
  const resource = listRoute.resource as EditableResource;
  const publishRoute = hasDraftRoutes(n.singular) ? ROUTE_BY_NAME[`publish${n.singular}` as 'publishProperty'] : null;

  /** 403 unless the member may touch that item (an agent: only their own listings). */
  const assertOwn = async (ctx: Context, id: string) => {
    if (n.owned) await assertOwnListing(accessIn(ctx), id);
  };
  /**
   * A save as the member's role allows it: kept as a draft when they may not publish this kind,
   * and, for an own-only role, with their own profile as the agent (any other is refused).
   */
  const asAllowed = async (ctx: Context, body: RequestBody): Promise<RequestBody> => {
    const access = accessIn(ctx);
    const fields = { ...body.fields };
    if (publishRoute?.permission && !can(access, publishRoute.permission))
      fields.draft = body.multipart ? 'true' : true;
    if (n.owned && access.ownOnly) {
      const member = await access.teamMember();
      if (!member)
        throw forbidden(
          'Your account is not linked to a team member profile: an administrator links it before you can add listings',
        );
      const given = fields.agent;
      if (given !== undefined && given !== null && given !== '' && given !== member.documentId)
        throw forbidden('Agents cannot give a listing to another agent');
      fields.agent = member.documentId;
    }
    return { ...body, fields };
  };

  return {
    // Paged, searched (q), sorted (sort) or a choice list (fields=_id,title): docs/decisions/0016.
    [`get${n.plural}`]: async (ctx) => {
      const query = parseInput(listRoute.query, { ...(ctx.query as Record<string, unknown>) }, true);
      const options = await visibleOptions(
        ctx,
        n.visibility,
        editableListOptions(resource, query as EditableListQuery),
      );
      if (options.choice) sendList(ctx, await service().choices(options));
      else sendList(ctx, await service().list(options));
    },
    [`get${n.singular}`]: async (ctx) => {
      const publicView = !(await isStaffRequest(ctx));
      const item = await service().get({ documentId: ctx.params.id }, publicView);
      if (n.visibility && publicView) n.visibility.check(item);
      ctx.body = item;
    },
    [`add${n.singular}`]: async (ctx) => {
      const item = await service().createFromBody(await asAllowed(ctx, readBody(ctx)));
      ctx.status = 200;
      ctx.body = { message: `${n.singular} added successfully!`, [n.field]: item };
    },
    [`update${n.singular}`]: async (ctx) => {
      await assertOwn(ctx, ctx.params.id);
      const item = await service().updateFromBody(ctx.params.id, await asAllowed(ctx, readBody(ctx)));
      ctx.body = { message: n.updated, [n.field]: item };
    },
    [`delete${n.singular}`]: async (ctx) => {
      await assertOwn(ctx, ctx.params.id);
      await service().remove(ctx.params.id);
      ctx.body = { message: `${n.singular} deleted successfully!` };
    },
    // Kinds with drafts (docs/decisions/0036): publish the draft, or take the item off the site.
    ...(hasDraftRoutes(n.singular)
      ? {
          [`publish${n.singular}`]: async (ctx) => {
            await assertOwn(ctx, ctx.params.id);
            const item = await service().publish(ctx.params.id);
            ctx.body = { message: `${n.singular} published`, [n.field]: item };
          },
          [`unpublish${n.singular}`]: async (ctx) => {
            await assertOwn(ctx, ctx.params.id);
            const item = await service().unpublish(ctx.params.id);
            ctx.body = { message: `${n.singular} unpublished`, [n.field]: item };
          },
        }
      : {}),
    [`removeImage${n.singular}`]: async (ctx) => {
      const body = readBody(ctx);
      const input = parseInput(n.removeImage, body.fields, body.multipart) as Record<string, string>;
      await assertOwn(ctx, input[n.idField]);
      const mayPublish = !publishRoute?.permission || can(accessIn(ctx), publishRoute.permission);
      const item = await service().removeImage(input[n.idField], input.imageName, mayPublish);
      ctx.body = { message: 'Image removed successfully!', [n.field]: item };
    },
  };
}

const hasDraftRoutes = (singular: string) => Object.hasOwn(ROUTE_BY_NAME, `publish${singular}`);

/** A JSON answer that may be null (Koa would turn a null body into 204 No Content). */
export function sendJson(ctx: Context, value: unknown) {
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = JSON.stringify(value ?? null);
}
