import type { AppUser } from '@console/contract';
import { Badge } from '@console/ui';
import { useTranslation } from 'react-i18next';

export function UserStatusBadge({ status }: { status: AppUser['status'] }) {
  const { t } = useTranslation('users');
  return <Badge status={status}>{t(`status.${status}`)}</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('users');
  const key = verified ? 'verified' : 'unverified';
  return <Badge status={key}>{t(`verification.${key}`)}</Badge>;
}
