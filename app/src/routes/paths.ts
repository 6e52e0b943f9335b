/**
 * What the entry chunk needs of the routes, kept apart from the route table and from the router
 * itself: a first visit to /login paints without loading either.
 */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
