import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { ROUTER_BASENAME } from '@/config/env';
import { RequireAuth } from '@/features/auth/components/require-auth';
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

/** Every route of the admin spec's route table (plus Leads), under the /admin basename. */
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
            lazy: page(
              () => import('./routes/dashboard'),
              (m) => m.DashboardRoute,
            ),
          },

          {
            path: '/properties',
            lazy: page(
              () => import('@/features/properties/components/properties-page'),
              (m) => m.PropertiesPage,
            ),
          },
          {
            path: '/add-property',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddPropertyRoute,
            ),
          },
          {
            path: '/property/:id',
            lazy: page(
              () => import('@/features/properties/components/property-detail-page'),
              (m) => m.PropertyDetailPage,
            ),
          },
          {
            path: '/update-property/:id',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditPropertyRoute,
            ),
          },

          {
            path: '/developments',
            lazy: page(
              () => import('@/features/developments/components/developments-page'),
              (m) => m.DevelopmentsPage,
            ),
          },
          {
            path: '/add-development',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddDevelopmentRoute,
            ),
          },
          {
            path: '/development/:id',
            lazy: page(
              () => import('@/features/developments/components/development-detail-page'),
              (m) => m.DevelopmentDetailPage,
            ),
          },
          {
            path: '/update-development/:id',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditDevelopmentRoute,
            ),
          },

          {
            path: '/posts',
            lazy: page(
              () => import('@/features/posts/components/posts-page'),
              (m) => m.PostsPage,
            ),
          },
          {
            path: '/add-post',
            lazy: page(
              () => import('@/features/posts/components/add-post-page'),
              (m) => m.AddPostPage,
            ),
          },
          {
            path: '/post/:id',
            lazy: page(
              () => import('@/features/posts/components/post-detail-page'),
              (m) => m.PostDetailPage,
            ),
          },
          {
            path: '/update-post/:id',
            lazy: page(
              () => import('@/features/posts/components/edit-post-page'),
              (m) => m.EditPostPage,
            ),
          },

          {
            path: '/teams',
            lazy: page(
              () => import('@/features/teams/components/teams-page'),
              (m) => m.TeamsPage,
            ),
          },
          {
            path: '/add-team',
            lazy: page(
              () => import('@/features/teams/components/add-team-page'),
              (m) => m.AddTeamPage,
            ),
          },
          {
            path: '/team/:id',
            lazy: page(
              () => import('@/features/teams/components/team-detail-page'),
              (m) => m.TeamDetailPage,
            ),
          },
          {
            path: '/update-team/:id',
            lazy: page(
              () => import('@/features/teams/components/edit-team-page'),
              (m) => m.EditTeamPage,
            ),
          },

          {
            path: '/areas',
            lazy: page(
              () => import('@/features/areas/components/areas-page'),
              (m) => m.AreasPage,
            ),
          },
          {
            path: '/add-area',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.AddAreaRoute,
            ),
          },
          {
            path: '/area/:id',
            lazy: page(
              () => import('@/features/areas/components/area-detail-page'),
              (m) => m.AreaDetailPage,
            ),
          },
          {
            path: '/update-area/:id',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.EditAreaRoute,
            ),
          },

          {
            path: '/reviews',
            lazy: page(
              () => import('@/features/reviews/components/reviews-page'),
              (m) => m.ReviewsPage,
            ),
          },
          {
            path: '/add-review',
            lazy: page(
              () => import('@/features/reviews/components/add-review-page'),
              (m) => m.AddReviewPage,
            ),
          },
          {
            path: '/review/:id',
            lazy: page(
              () => import('@/features/reviews/components/review-detail-page'),
              (m) => m.ReviewDetailPage,
            ),
          },
          {
            path: '/update-review/:id',
            lazy: page(
              () => import('@/features/reviews/components/edit-review-page'),
              (m) => m.EditReviewPage,
            ),
          },

          {
            path: '/manage-insta',
            lazy: page(
              () => import('@/features/insta/components/manage-insta-page'),
              (m) => m.ManageInstaPage,
            ),
          },
          {
            path: '/settings',
            lazy: page(
              () => import('./routes/listing-routes'),
              (m) => m.SettingsRoute,
            ),
          },

          { path: '/leads', element: <Navigate to="/leads/enquiry" replace /> },
          {
            path: '/leads/:kind',
            lazy: page(
              () => import('@/features/leads/components/leads-page'),
              (m) => m.LeadsPage,
            ),
          },
          {
            path: '/leads/:kind/:id',
            lazy: page(
              () => import('@/features/leads/components/lead-detail-page'),
              (m) => m.LeadDetailPage,
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
