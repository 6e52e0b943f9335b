/** The paths the entry chunk needs, kept apart from the route table so /login does not load it. */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
