/** The route id of the guarded operator area; its loader hands the guard's user to the shell. */
export const OPS_AREA_ROUTE_ID = 'ops-area';
