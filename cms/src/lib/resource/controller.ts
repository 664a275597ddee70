import type { Context } from 'koa';
import type { z } from 'zod';
import {
  ListQuerySchema,
  OWN_ONLY_ROLES,
  ROUTE_BY_NAME,
  TOTAL_COUNT_HEADER,
  TOTAL_LOWER_BOUND_HEADER,
  isTranslatedKind,
  LanguageQuerySchema,
  type EditableListQuery,
  type EditableResource,
  type Language,
  type TranslatedKind,
} from '@estate/contract';
import { parseInput, readBody, type RequestBody } from '../http/body';
import { forbidden, HttpError } from '../http/errors';
import { isStaffRequest, type StaffUser } from '../auth/auth';
import {
  accessIn,
  assertOwnListing,
  can,
  isOwnListing,
  ownListingsWhere,
  teamMemberOf,
  type TeamMemberRef,
} from '../auth/roles';
import { andWhere } from '../listing/public-listings';
import { discardingUploadsOnFailure } from '../uploads/failed-save';
import {
  documentOfSlug,
  inLanguage,
  listInLanguage,
  withAddresses,
  type Translatable,
} from '../translations/translation-reads';
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

export function sendList<T>(ctx: Context, result: { items: T[]; total: number; body?: Buffer; lowerBound?: boolean }) {
  ctx.set(TOTAL_COUNT_HEADER, String(result.total));
  if (result.lowerBound) ctx.set(TOTAL_LOWER_BOUND_HEADER, 'true');
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
   * only those whose agent is their team member profile, and what they add is theirs; they read
   * the drafts of their own, and the others' as the public sees them.
   */
  owned?: boolean;
  /**
   * Items whose answers show listings (a development's or area's property cards): a member whose
   * role sees only their own listings reads these as the public does.
   */
  showsListings?: boolean;
}

/** What the reads of a kind need to know of it. */
export type ReadRules = Pick<CrudNames, 'visibility' | 'owned' | 'showsListings'>;

export interface Visibility<Out> {
  where(): Record<string, unknown>;
  order(order: unknown): unknown;
  check(item: Out): void;
}

/**
 * Who reads a kind's lists and items: the public; staff, who see every document as its latest
 * draft (docs/decisions/0036); or a member of an own-only role (an agent), with their team
 * member profile.
 */
export type Reader = { view: 'public' } | { view: 'staff' } | { view: 'own-only'; member: TeamMemberRef | null };

/** The reader of a request: a request without a bearer token is the public's at no further cost. */
export async function readerOf(ctx: Context): Promise<Reader> {
  if (!(await isStaffRequest(ctx))) return { view: 'public' };
  const user = ctx.state.user as StaffUser;
  if (!OWN_ONLY_ROLES.includes(user.role)) return { view: 'staff' };
  return { view: 'own-only', member: await teamMemberOf(user.id) };
}

/**
 * How a reader sees a kind: staff everything, the public what is public; an own-only member their
 * own listings as staff and the other listings as the public (`own`), kinds that show listings as
 * the public, and the rest as staff.
 */
function viewOf(reader: Reader, rules: ReadRules): 'public' | 'staff' | 'own' {
  if (reader.view !== 'own-only') return reader.view;
  if (rules.owned) return reader.member ? 'own' : 'public';
  return rules.showsListings ? 'public' : 'staff';
}

/** The options of a list as its reader may see it. */
export async function visibleOptions(reader: Reader, rules: ReadRules, options: ListOptions): Promise<ListOptions> {
  const view = viewOf(reader, rules);
  if (view === 'staff') return { ...options, drafts: true };
  if (view === 'public' || reader.view !== 'own-only' || !reader.member || !rules.visibility)
    return publicOptions(rules.visibility, options);
  const rows = await ownListingsWhere(reader.member, rules.visibility.where());
  return { ...options, where: andWhere(rows, options.where), rowsNamed: true };
}

/**
 * One item as its reader may see it: the draft for staff (and for an own-only member, of their own
 * listing), else the published row as the public sees it (404 when there is none, and the kind's
 * own check of a public item).
 */
export async function visibleItem<Out>(
  reader: Reader,
  rules: ReadRules,
  get: (where: Record<string, unknown>, publicView: boolean) => Promise<Out>,
  where: Record<string, unknown>,
): Promise<Out> {
  const view = viewOf(reader, rules);
  if (view === 'staff' || (view === 'own' && reader.view === 'own-only' && (await isOwnListing(reader.member, where))))
    return get(where, false);
  const item = await get(where, true);
  rules.visibility?.check(item);
  return item;
}

/** The `language` query of a read (docs/decisions/0102). */
export const languageOf = (ctx: { query: unknown }) =>
  parseInput(LanguageQuerySchema, { ...(ctx.query as Record<string, unknown>) }, true);

/**
 * An item of a kind with translations by its slug in any language (docs/decisions/0102), as its
 * reader may see it (visibleItem), in the language the query asks; the public's English answer
 * names its translations' own addresses too.
 */
export async function itemBySlugInLanguage<Out>(
  ctx: Context,
  kind: TranslatedKind,
  rules: ReadRules,
  get: (where: Record<string, unknown>, publicView: boolean) => Promise<Out>,
): Promise<unknown> {
  const { language } = languageOf(ctx);
  const reader = await readerOf(ctx);
  const slug = String(ctx.params.slug);
  const item = await visibleItem(reader, rules, get, { slug }).catch(async (error: unknown) => {
    // The English address is read as before, at no further cost; only an address no English row
    // has is looked for among the translations' own.
    if (reader.view !== 'public' || !(error instanceof HttpError) || error.status !== 404) throw error;
    const translated = await documentOfSlug(kind, slug);
    if (!translated) throw error;
    return visibleItem(reader, rules, get, { documentId: translated });
  });
  const [shown] = await inLanguage(kind, language, [item as unknown as Translatable]);
  return reader.view === 'public' && shown === (item as unknown) ? withAddresses(kind, shown) : shown;
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
        await readerOf(ctx),
        n,
        editableListOptions(resource, query as EditableListQuery),
      );
      if (options.choice) sendList(ctx, await service().choices(options));
      else {
        const list = await service().list(options);
        const language = (query as { language?: Language }).language;
        // Read in a language (docs/decisions/0102): the translated texts in place.
        sendList(ctx, isTranslatedKind(resource) ? await listInLanguage(resource, language, list) : list);
      }
    },
    [`get${n.singular}`]: async (ctx) => {
      ctx.body = await visibleItem(await readerOf(ctx), n, (where, publicView) => service().get(where, publicView), {
        documentId: ctx.params.id,
      });
    },
    // A save that fails, whatever the cause, leaves none of the uploads it names (lib/uploads/failed-save).
    [`add${n.singular}`]: async (ctx) => {
      const body = readBody(ctx);
      const item = await discardingUploadsOnFailure(body.fields, async () =>
        service().createFromBody(await asAllowed(ctx, body)),
      );
      ctx.status = 200;
      ctx.body = { message: `${n.singular} added successfully!`, [n.field]: item };
    },
    [`update${n.singular}`]: async (ctx) => {
      const body = readBody(ctx);
      const item = await discardingUploadsOnFailure(body.fields, async () => {
        await assertOwn(ctx, ctx.params.id);
        return service().updateFromBody(ctx.params.id, await asAllowed(ctx, body));
      });
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
