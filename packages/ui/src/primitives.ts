export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  type AvatarProps,
  avatarVariants,
  getInitials,
} from './components/avatar';
export {
  Badge,
  type BadgeProps,
  type BadgeStatus,
  type BadgeVariant,
  badgeStatusVariants,
  badgeVariants,
} from './components/badge';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export { Checkbox, type CheckedState } from './components/checkbox';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
export { EmptyState, type EmptyStateProps, emptyStateIconVariants } from './components/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { Label } from './components/label';
export { Skeleton } from './components/skeleton';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip';
