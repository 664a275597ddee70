import { requireStaff, type RequestLike } from '../lib/auth/auth';

/** Route policy of every write: a staff user's bearer token (401 without, 403 for non-staff). */
export default async (policyContext: RequestLike) => {
  await requireStaff(policyContext);
  return true;
};
