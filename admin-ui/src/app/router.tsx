import type { Permission } from '@estate/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { ROUTER_BASENAME } from '@/config/env';
import { RequireAuth } from '@/features/auth/components/require-auth';
import type { RouteAccess, RouteHandle } from './routes/route-access';
import { RouteError } from './routes/route-error';

/*
 * Every page is its own chunk, loaded when its route is first opened (decision 0030): the entry
 * holds React, the router, the sign-in guard and this table. The guard is not lazy, so a signed-out
 * visit (or a token the server refused) replaces the URL with /login before any page loads.
 */
type Page = ComponentType;
const page =
  <M,>(load: () => Promise<M>, pick: (m: M) => Page) =>
  async () => ({ Component: pick(await load()) });

/** The signed-in pages: the guard first, then the lazily loaded shell (layout, session renewal). */
function Guarded() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

const Loading = () => <PageLoading />;

/**
 * What the member's role needs to open a signed-in route (docs/decisions/0063): the shell shows
 * a page saying so instead of the route's page when the role lacks it; the server refuses each
 * call of that page anyway.
 */
const needs = (permission: Permission, more: Omit<RouteAccess, 'permission'> = {}): RouteHandle => ({
  access: { permission, ...more },
});

/**
 * Every route of the admin spec's route table (plus Leads, Contacts, Users, the Audit trail and the
 * member's sign-ins), under the /admin basename.
 */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: page(
      () => import('@/features/auth/components/login-page'),
      (m) => m.LoginPage,
    ),
    errorElement: <RouteError />,
    HydrateFallback: Loading,
  },
  // Signed-out pages of a forgotten password: the reset mail links to /admin/reset-password?code=….
  {
    path: '/forgot-password',
    lazy: page(
      () => import('@/features/auth/components/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
    errorElement: <RouteError />,
    HydrateFallback: Loading,
  },
  {
    path: '/reset-password',
    lazy: page(
      () => import('@/features/auth/components/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    errorElement: <RouteError />,
    HydrateFallback: Loading,
  },
  // Only the original review flow used this target; it is the login page.
  { path: '/sign-in', element: <Navigate to="/login" replace /> },
  {
    element: <Guarded />,
    errorElement: <RouteError />,
    HydrateFallback: Loading,
    children: [
      {
        lazy: page(
          () => import('./routes/shell'),
          (m) => m.Shell,
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: '/dashboard',
            handle: needs('staff'),
            lazy: page(
              () => import('./routes/dashboard'),
              (m) => m.DashboardRoute,
            ),
          },

          {
            path: '/properties',
            handle: needs('listings.write'),
            lazy: page(
              () => import('@/features/properties/components/properties-page'),
              (m) => m.PropertiesPage,
            ),
          },
          {
            path: '/add-property',
            handle: needs('listings.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddPropertyRoute,
            ),
          },
          {
            path: '/property/:id',
            handle: needs('listings.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.PropertyDetailRoute,
            ),
          },
          {
            path: '/update-property/:id',
            handle: needs('listings.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditPropertyRoute,
            ),
          },

          {
            path: '/developments',
            handle: needs('content.write'),
            lazy: page(
              () => import('@/features/developments/components/developments-page'),
              (m) => m.DevelopmentsPage,
            ),
          },
          {
            path: '/add-development',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddDevelopmentRoute,
            ),
          },
          {
            path: '/development/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.DevelopmentDetailRoute,
            ),
          },
          {
            path: '/update-development/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditDevelopmentRoute,
            ),
          },

          {
            path: '/posts',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/posts/components/posts-page'),
              (m) => m.PostsPage,
            ),
          },
          {
            path: '/add-post',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/posts/components/add-post-page'),
              (m) => m.AddPostPage,
            ),
          },
          {
            path: '/post/:id',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.PostDetailRoute,
            ),
          },
          {
            path: '/update-post/:id',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/posts/components/edit-post-page'),
              (m) => m.EditPostPage,
            ),
          },

          {
            path: '/teams',
            handle: needs('content.write'),
            lazy: page(
              () => import('@/features/teams/components/teams-page'),
              (m) => m.TeamsPage,
            ),
          },
          {
            path: '/add-team',
            handle: needs('content.write'),
            lazy: page(
              () => import('@/features/teams/components/add-team-page'),
              (m) => m.AddTeamPage,
            ),
          },
          {
            path: '/team/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.TeamDetailRoute,
            ),
          },
          {
            path: '/update-team/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('@/features/teams/components/edit-team-page'),
              (m) => m.EditTeamPage,
            ),
          },

          {
            path: '/areas',
            handle: needs('content.write'),
            lazy: page(
              () => import('@/features/areas/components/areas-page'),
              (m) => m.AreasPage,
            ),
          },
          {
            path: '/add-area',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddAreaRoute,
            ),
          },
          {
            path: '/area/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.AreaDetailRoute,
            ),
          },
          {
            path: '/update-area/:id',
            handle: needs('content.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditAreaRoute,
            ),
          },

          {
            path: '/reviews',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/reviews/components/reviews-page'),
              (m) => m.ReviewsPage,
            ),
          },
          {
            path: '/add-review',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/reviews/components/add-review-page'),
              (m) => m.AddReviewPage,
            ),
          },
          {
            path: '/review/:id',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('./routes/detail-routes'),
              (m) => m.ReviewDetailRoute,
            ),
          },
          {
            path: '/update-review/:id',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/reviews/components/edit-review-page'),
              (m) => m.EditReviewPage,
            ),
          },

          {
            path: '/manage-insta',
            handle: needs('marketing.write'),
            lazy: page(
              () => import('@/features/insta/components/manage-insta-page'),
              (m) => m.ManageInstaPage,
            ),
          },
          {
            path: '/settings',
            handle: needs('settings.write'),
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.SettingsRoute,
            ),
          },
          {
            path: '/mail-previews',
            handle: needs('settings.write'),
            lazy: page(
              () => import('@/features/mail-previews/components/mail-previews-page'),
              (m) => m.MailPreviewsPage,
            ),
          },

          {
            path: '/leads',
            handle: needs('leads.read'),
            lazy: page(
              () => import('@/features/leads/components/leads-page'),
              (m) => m.LeadsIndexPage,
            ),
          },
          {
            path: '/leads/:kind',
            handle: needs('leads.read', { leadKind: true }),
            lazy: page(
              () => import('@/features/leads/components/leads-page'),
              (m) => m.LeadsPage,
            ),
          },
          {
            path: '/leads/:kind/:id',
            handle: needs('leads.read', { leadKind: true }),
            lazy: page(
              () => import('./routes/lead-route'),
              (m) => m.LeadRoute,
            ),
          },

          {
            path: '/pipeline',
            handle: needs('deals.read'),
            lazy: page(
              () => import('@/features/pipeline/components/pipeline-page'),
              (m) => m.PipelinePage,
            ),
          },
          // Its charts (recharts) load with this route only (docs/decisions/0084).
          {
            path: '/reports',
            handle: needs('reports.read'),
            lazy: page(
              () => import('@/features/reports/components/reports-page'),
              (m) => m.ReportsPage,
            ),
          },

          {
            path: '/viewings',
            handle: needs('deals.read'),
            lazy: page(
              () => import('@/features/viewings/components/viewings-page'),
              (m) => m.ViewingsPage,
            ),
          },

          {
            path: '/contacts',
            handle: needs('leads.read'),
            lazy: page(
              () => import('@/features/contacts/components/contacts-page'),
              (m) => m.ContactsPage,
            ),
          },
          {
            path: '/contacts/:id',
            handle: needs('leads.read'),
            lazy: page(
              () => import('./routes/contact-route'),
              (m) => m.ContactRoute,
            ),
          },

          {
            path: '/users',
            handle: needs('users.manage'),
            lazy: page(
              () => import('./routes/users-route'),
              (m) => m.UsersRoute,
            ),
          },
          {
            path: '/audit',
            handle: needs('audit.read'),
            lazy: page(
              () => import('@/features/audit/components/audit-page'),
              (m) => m.AuditPage,
            ),
          },

          // Every member's own sign-ins and two-factor sign-in, from the link under their name in the layout.
          {
            path: '/sessions',
            handle: needs('staff'),
            lazy: page(
              () => import('./routes/account-route'),
              (m) => m.AccountRoute,
            ),
          },

          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
