import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTER_BASENAME } from '@/config/env';
import { AreaDetailPage } from '@/features/areas/components/area-detail-page';
import { AreasPage } from '@/features/areas/components/areas-page';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { DevelopmentDetailPage } from '@/features/developments/components/development-detail-page';
import { DevelopmentsPage } from '@/features/developments/components/developments-page';
import { ManageInstaPage } from '@/features/insta/components/manage-insta-page';
import { LeadDetailPage } from '@/features/leads/components/lead-detail-page';
import { LeadsPage } from '@/features/leads/components/leads-page';
import { AddPostPage } from '@/features/posts/components/add-post-page';
import { EditPostPage } from '@/features/posts/components/edit-post-page';
import { PostDetailPage } from '@/features/posts/components/post-detail-page';
import { PostsPage } from '@/features/posts/components/posts-page';
import { AddPropertyPage } from '@/features/properties/components/add-property-page';
import { EditPropertyPage } from '@/features/properties/components/edit-property-page';
import { PropertiesPage } from '@/features/properties/components/properties-page';
import { PropertyDetailPage } from '@/features/properties/components/property-detail-page';
import { AddReviewPage } from '@/features/reviews/components/add-review-page';
import { EditReviewPage } from '@/features/reviews/components/edit-review-page';
import { ReviewDetailPage } from '@/features/reviews/components/review-detail-page';
import { ReviewsPage } from '@/features/reviews/components/reviews-page';
import { AddTeamPage } from '@/features/teams/components/add-team-page';
import { EditTeamPage } from '@/features/teams/components/edit-team-page';
import { TeamDetailPage } from '@/features/teams/components/team-detail-page';
import { TeamsPage } from '@/features/teams/components/teams-page';
import { DashboardRoute } from './routes/dashboard';
import {
  AddAreaRoute,
  AddDevelopmentRoute,
  EditAreaRoute,
  EditDevelopmentRoute,
  SettingsRoute,
} from './routes/listing-routes';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { ProtectedShell } from './routes/shell';

/** Every route of the admin spec's route table (plus Leads), under the /admin basename. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  // Signed-out pages of a forgotten password: the reset mail links to /admin/reset-password?code=….
  { path: '/forgot-password', element: <ForgotPasswordPage />, errorElement: <RouteError /> },
  { path: '/reset-password', element: <ResetPasswordPage />, errorElement: <RouteError /> },
  // Only the original review flow used this target; it is the login page.
  { path: '/sign-in', element: <Navigate to="/login" replace /> },
  {
    element: <ProtectedShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardRoute /> },

      { path: '/properties', element: <PropertiesPage /> },
      { path: '/add-property', element: <AddPropertyPage /> },
      { path: '/property/:id', element: <PropertyDetailPage /> },
      { path: '/update-property/:id', element: <EditPropertyPage /> },

      { path: '/developments', element: <DevelopmentsPage /> },
      { path: '/add-development', element: <AddDevelopmentRoute /> },
      { path: '/development/:id', element: <DevelopmentDetailPage /> },
      { path: '/update-development/:id', element: <EditDevelopmentRoute /> },

      { path: '/posts', element: <PostsPage /> },
      { path: '/add-post', element: <AddPostPage /> },
      { path: '/post/:id', element: <PostDetailPage /> },
      { path: '/update-post/:id', element: <EditPostPage /> },

      { path: '/teams', element: <TeamsPage /> },
      { path: '/add-team', element: <AddTeamPage /> },
      { path: '/team/:id', element: <TeamDetailPage /> },
      { path: '/update-team/:id', element: <EditTeamPage /> },

      { path: '/areas', element: <AreasPage /> },
      { path: '/add-area', element: <AddAreaRoute /> },
      { path: '/area/:id', element: <AreaDetailPage /> },
      { path: '/update-area/:id', element: <EditAreaRoute /> },

      { path: '/reviews', element: <ReviewsPage /> },
      { path: '/add-review', element: <AddReviewPage /> },
      { path: '/review/:id', element: <ReviewDetailPage /> },
      { path: '/update-review/:id', element: <EditReviewPage /> },

      { path: '/manage-insta', element: <ManageInstaPage /> },
      { path: '/settings', element: <SettingsRoute /> },

      { path: '/leads', element: <Navigate to="/leads/enquiry" replace /> },
      { path: '/leads/:kind', element: <LeadsPage /> },
      { path: '/leads/:kind/:id', element: <LeadDetailPage /> },

      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: ROUTER_BASENAME });
}
