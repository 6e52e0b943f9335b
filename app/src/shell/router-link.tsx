import type { RenderLink } from '@console/ui';
import { Link } from 'react-router';

/** Lets the ui shell's links navigate inside the router instead of reloading the page. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
