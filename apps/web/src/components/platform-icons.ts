import type { PlatformKey } from '@amplio/shared/constants/social-platforms';
import {
  AtSign,
  BriefcaseBusiness,
  Camera,
  Gamepad2,
  Ghost,
  Globe,
  type LucideIcon,
  MonitorPlay,
  Music2,
  ShoppingBag,
  UsersRound,
} from 'lucide-react';

/** lucide has no brand marks (BRAND.md: icons come from lucide), so each platform gets a fitting generic icon. */
export const PLATFORM_ICONS: Record<PlatformKey, LucideIcon> = {
  instagram: Camera,
  twitter: AtSign,
  facebook: UsersRound,
  youtube: MonitorPlay,
  twitch: Gamepad2,
  amazon_storefront: ShoppingBag,
  linkedin: BriefcaseBusiness,
  snapchat: Ghost,
  tiktok: Music2,
  website: Globe,
};
