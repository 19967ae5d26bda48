import { paths } from '../config/paths';

/**
 * What the server needs to answer 404 to addresses the app does not have (docs/decisions/015 and 041): every path of
 * the route table with its aliases, as React Router patterns. The signed-in areas have no blanket prefix: an address
 * under /brand/, /creator/ or /ops/ that no route matches answers 404 as well (the app still shows its not-found page).
 * router.test.tsx checks that every route of the router is in this table.
 */
const withAliases = (entry: (typeof paths)[keyof typeof paths]) => [entry.path, ...('aliases' in entry ? entry.aliases : [])];

export const appRoutes = {
  // '/ops' itself forwards to the payouts queue inside the operator area.
  paths: [...Object.values(paths).flatMap(withAliases), '/ops'],
  /**
   * The public pages index.html serves (sign-in, registration, verification…): the server sends them the shell without
   * the signed-in areas' skeleton, which would flash a dashboard frame before a sign-in form (decision 042).
   */
  public_paths: Object.values(paths)
    .filter((entry) => entry.access === 'public')
    .flatMap(withAliases),
};
