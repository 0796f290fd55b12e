import type { AdminUser } from '@catalyst/shared';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return role === 'admin' ? (
    <Badge className="border-brand-200 bg-brand-50 text-brand-800">Admin</Badge>
  ) : (
    <Badge variant="outline">Member</Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge className="border-green-200 bg-green-50 text-green-800">Verified</Badge>
  ) : (
    <Badge className="border-amber-200 bg-amber-50 text-amber-900">Not verified</Badge>
  );
}

export function AccountStateBadge({ disabled }: { disabled: AdminUser['disabled'] }) {
  return disabled ? (
    <Badge className="border-red-200 bg-red-50 text-red-800">Disabled</Badge>
  ) : (
    <Badge className="border-green-200 bg-green-50 text-green-800">Active</Badge>
  );
}
