import type { SessionUser } from '@console/contract';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  getInitials,
} from '@console/ui';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The signed-in admin's menu in the header. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        // The name holds the initials the button shows, so a voice user can say what they see.
        aria-label={t('userMenu.label', { name: user.name, initials: getInitials(user.name) })}
        className="ml-1 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar name={user.name} aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">
            {t('userMenu.signedInAs', { username: user.username })}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
