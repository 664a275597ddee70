/*
 * What a route of the contract is: its access, resource, schemas, files and error statuses. Apart
 * from routes.ts so that the *-routes.ts tables and their builders can be typed by it without
 * importing the table they are joined into.
 */
import type { z } from 'zod';
import type { HttpMethod, RouteName } from './route-paths.js';
import type { Permission } from './staff.js';

export type Access = 'public' | 'staff';

export interface FileField {
  multiple: boolean;
  description: string;
  /**
   * What the field takes: images (the default), a PDF document (a listing's brochure), a film
   * (MP4 or WebM) or a 360° panorama (an equirectangular image, twice as wide as high).
   */
  kind?: 'image' | 'pdf' | 'video' | 'panorama';
}

export interface RouteDef {
  /** operationId, also the controller action. */
  name: RouteName;
  method: HttpMethod;
  /** Path under API_PREFIX, with :params. */
  path: string;
  access: Access;
  /** What a staff route needs of the user's role (staff.ts); every staff route names one. */
  permission?: Permission;
  /**
   * Open to a member who must still set up two-factor sign-in (an administrator, when the agency
   * requires it): who they are, their sign-ins, and the setup itself. Every other staff route
   * answers them 403 until it is on.
   */
  beforeTwoFactor?: true;
  /** The resource (content type) whose controller answers. */
  resource: Resource;
  summary: string;
  query?: z.ZodObject;
  /** Body schema; for multipart routes, the schema of the text fields. */
  body?: z.ZodObject;
  /** File fields of a multipart body; JSON is accepted as well. */
  files?: Readonly<Record<string, FileField>>;
  /** A form-data body is accepted as well as JSON (the filter routes). */
  formData?: boolean;
  response: z.ZodType;
  /** List routes carry the total count of matches in X-Total-Count. */
  list?: boolean;
  /** Error statuses this route may answer with, beyond 500. */
  errors: readonly number[];
}

/** What the route table says of a route beyond its name, method and path (those are in route-paths.ts). */
export type RouteSpec = Omit<RouteDef, 'name' | 'method' | 'path'>;

export type Resource =
  | 'auth'
  | 'media'
  | 'property'
  | 'development'
  | 'post'
  | 'team'
  | 'area'
  | 'review'
  | 'insta'
  | 'setting'
  | 'lead'
  | 'contact'
  | 'task'
  | 'reference'
  | 'preview'
  | 'home'
  | 'report'
  | 'staff';
