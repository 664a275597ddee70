/**
 * The services of this app by UID, so that `strapi.service(uid)` answers the service's own
 * functions instead of Strapi's untyped `Core.Service` (no cast at the call). Each service file
 * exports its type; Strapi's services that the app calls are described by the part it uses.
 * A UID missing here still resolves through Strapi's own signature, untyped.
 */
import type { AreaService } from '../src/api/area/services/area';
import type { ContactService } from '../src/api/contact/services/contact';
import type { DevelopmentService } from '../src/api/development/services/development';
import type { InstaService } from '../src/api/insta/services/insta';
import type { LeadService } from '../src/api/lead/services/lead';
import type { PostService } from '../src/api/post/services/post';
import type { PropertyService } from '../src/api/property/services/property';
import type { ReviewService } from '../src/api/review/services/review';
import type { SettingService } from '../src/api/setting/services/setting';
import type { TaskService } from '../src/api/task/services/task';
import type { TeamService } from '../src/api/team/services/team';

/** admin::user, as the first panel administrator is created (src/index.ts). */
interface AdminUserService {
  exists(): Promise<boolean>;
  createFirstAdmin(attributes: Record<string, unknown>): Promise<unknown>;
  updateById(id: number, attributes: Record<string, unknown>): Promise<unknown>;
}

/** Password checks of the panel (admin::auth) and of users-permissions' staff accounts. */
interface PasswordService {
  validatePassword(plain: string, hash: string): Promise<boolean>;
}

export interface AppServices {
  'api::area.area': AreaService;
  'api::contact.contact': ContactService;
  'api::development.development': DevelopmentService;
  'api::insta.insta': InstaService;
  'api::lead.lead': LeadService;
  'api::post.post': PostService;
  'api::property.property': PropertyService;
  'api::review.review': ReviewService;
  'api::setting.setting': SettingService;
  'api::task.task': TaskService;
  'api::team.team': TeamService;
  'admin::user': AdminUserService;
  'admin::auth': PasswordService;
  'plugin::users-permissions.user': PasswordService;
}

declare module '@strapi/types/dist/core/strapi' {
  interface Strapi {
    service<K extends keyof AppServices>(uid: K): AppServices[K];
  }
}
