import type { TPublicUser } from '@amplio/shared/schemas/auth';
import type { UserRow } from '../../db/schema/index';

export function toPublicUser(user: UserRow): TPublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    user_type: user.userType,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  };
}
