import { createContext, useRouteLoaderData } from 'react-router';
import type { StoredUser } from '../lib/stored-user';

/** Set by the route guard for the routes below it; null when the check failed for a reason other than the session. */
export const sessionUserContext = createContext<StoredUser | null>(null);

export const CREATOR_AREA_ROUTE_ID = 'creator-area';
export const BRAND_AREA_ROUTE_ID = 'brand-area';

export interface SignedInAreaData {
  user: StoredUser | null;
}

/** The signed-in user as the guard saw it, for components inside a guarded area. */
export function useSignedInUser(areaRouteId: typeof CREATOR_AREA_ROUTE_ID | typeof BRAND_AREA_ROUTE_ID): StoredUser | null {
  const data = useRouteLoaderData(areaRouteId) as SignedInAreaData | undefined;
  return data?.user ?? null;
}
