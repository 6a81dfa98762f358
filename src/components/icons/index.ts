/**
 * The site's icons as components, rendered as plain SVG. lucide-react 1.x renders every icon through a
 * client component, which put its code and one client boundary per icon into every page; these render on
 * the server (and in client components) as ordinary elements. The icons are listed once, in
 * src/lib/icon-names.ts; a component that draws one by itself takes it from the exports below (a name
 * added there).
 */
import type { IconNode } from 'lucide';
import { createElement, type ReactElement } from 'react';
import * as iconShapes from '@/lib/icon-names';
import type { IconName } from '@/lib/icon-names';
import { createIcon, type IconComponent, type IconProps } from './create-icon';

export type { IconComponent as LucideIcon } from './create-icon';

/** Every icon of src/lib/icon-names.ts as a component, made once (the module's exports are the shapes). */
export const iconByName = Object.fromEntries(
  Object.entries(iconShapes)
    // Only the shapes: a bundler's module object may carry markers of its own (`__esModule`).
    .filter((entry): entry is [string, IconNode] => Array.isArray(entry[1]))
    .map(([name, shape]) => [name, createIcon(shape)]),
) as Record<IconName, IconComponent>;

/** The icons components draw by themselves (a content record names its icon instead: `NamedIcon`). */
export const {
  ArrowDown, ArrowLeft, ArrowRight, BadgeCheck, BookOpen, Boxes, BrainCircuit, Building2, CalendarCheck, CalendarClock,
  CalendarDays, Check, CheckCircle2, ChevronDown, ChevronLeft, ChevronRight, CircleAlert, CircleCheck, CirclePlay, ClipboardCheck,
  ClipboardList, Clock, Clock3, Cpu, Download, ExternalLink, Eye, FileDown, FileText, Flag, Globe, GraduationCap, Headphones,
  Headset, History, Inbox, KeyRound, Languages, Layers, LayoutDashboard, Lightbulb, Link2, ListChecks, Lock, Mail, MailX, MapPin,
  Medal, MessagesSquare, Newspaper, Phone, Presentation, Quote, SearchX, ShieldAlert, ShieldCheck, Siren, Smartphone, Sparkles,
  Star, TrendingUp, UserRound, Users, Video, Wrench, X, Zap,
} = iconByName;

/** The icon a content record names. */
export function NamedIcon({ name, ...props }: IconProps & { name: IconName }): ReactElement {
  return createElement(iconByName[name], props);
}
