import {
  BarChart3,
  CircleHelp,
  Flag,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Settings,
  ShieldCheck,
  Target,
} from 'lucide-react';
import type { NavKey } from '../routes/table';

/** The sidebar icon of each navigation entry of the route table. */
export const navIcons: Record<NavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  analytics: BarChart3,
  goals: Target,
  levels: Layers,
  challenges: Flag,
  faq: CircleHelp,
  telegramUsers: MessageCircle,
  adminUsers: ShieldCheck,
  settings: Settings,
};
