import type * as React from 'react';

/**
 * The props a shell component hands to a link renderer: an anchor's props with a required href,
 * and the link's `data-slot` (e.g. `sidebar-link`), which the renderer passes on like the rest.
 */
export type ShellLinkProps = React.ComponentProps<'a'> & { href: string; 'data-slot'?: string };

/**
 * Renders a navigation link. Pass one that renders the router's link so that navigation stays client-side,
 * e.g. `({ href, ...props }) => <Link to={href} {...props} />`.
 */
export type RenderLink = (props: ShellLinkProps) => React.ReactNode;

export const renderAnchor: RenderLink = (props) => <a {...props} />;
