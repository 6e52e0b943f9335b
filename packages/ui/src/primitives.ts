export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  type AvatarProps,
  avatarVariants,
  getInitials,
} from './components/avatar';
export { AvatarInitials, type AvatarInitialsProps } from './components/avatar-initials';
export {
  Badge,
  type BadgeProps,
  type BadgeStatus,
  type BadgeVariant,
  badgeStatusVariants,
  badgeVariants,
} from './components/badge';
export { Button, type ButtonProps } from './components/button';
export {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/card';
export { Checkbox, type CheckedState } from './components/checkbox';
export {
  Combobox,
  type ComboboxOption,
  type ComboboxProps,
  defaultComboboxFilter,
} from './components/combobox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogResult,
} from './components/confirm-dialog';
export {
  type DateEntry,
  type DateEntryStatus,
  DateField,
  type DateFieldLabels,
  type DateFieldProps,
  defaultDateFieldLabels,
} from './components/date-field';
export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
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
export {
  defaultExpandableTextLabels,
  ExpandableText,
  type ExpandableTextLabels,
  type ExpandableTextProps,
} from './components/expandable-text';
export {
  defaultFileInputLabels,
  FileInput,
  type FileInputLabels,
  type FileInputProps,
} from './components/file-input';
export {
  FormControl,
  type FormControlProps,
  FormField,
  type FormFieldProps,
  type FormFieldState,
  useFormField,
} from './components/form-field';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { Input } from './components/input';
export { Label, type LabelProps } from './components/label';
export {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from './components/popover';
export { RadioGroup, RadioGroupItem } from './components/radio-group';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  selectTriggerVariants,
} from './components/select';
export { Skeleton } from './components/skeleton';
export { Switch } from './components/switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Textarea } from './components/textarea';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip';
export { buttonVariants, inputVariants, labelVariants } from './components/variants';
