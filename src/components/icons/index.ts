/**
 * The Lucide icons the site uses, rendered as plain SVG. lucide-react 1.x renders every icon through a
 * client component, which put its code and one client boundary per icon into every page; these render on
 * the server (and in client components) as ordinary elements. Add an icon here before using it.
 */
import {
  Activity as ActivityNode,
  AirVent as AirVentNode,
  ArrowDown as ArrowDownNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowUpDown as ArrowUpDownNode,
  BadgeCheck as BadgeCheckNode,
  BarChart3 as BarChart3Node,
  BatteryCharging as BatteryChargingNode,
  BedDouble as BedDoubleNode,
  Bell as BellNode,
  BellRing as BellRingNode,
  BookMarked as BookMarkedNode,
  BookOpen as BookOpenNode,
  BookOpenCheck as BookOpenCheckNode,
  Boxes as BoxesNode,
  BrainCircuit as BrainCircuitNode,
  Building2 as Building2Node,
  Calculator as CalculatorNode,
  CalendarCheck as CalendarCheckNode,
  CalendarCheck2 as CalendarCheck2Node,
  CalendarClock as CalendarClockNode,
  CalendarDays as CalendarDaysNode,
  CalendarRange as CalendarRangeNode,
  Camera as CameraNode,
  ChartPie as ChartPieNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  CircleAlert as CircleAlertNode,
  CircleCheck as CircleCheckNode,
  CirclePlay as CirclePlayNode,
  ClipboardCheck as ClipboardCheckNode,
  ClipboardList as ClipboardListNode,
  Clock as ClockNode,
  Clock3 as Clock3Node,
  Cog as CogNode,
  ConciergeBell as ConciergeBellNode,
  Cpu as CpuNode,
  Download as DownloadNode,
  Droplets as DropletsNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  Factory as FactoryNode,
  FileCheck as FileCheckNode,
  FileDown as FileDownNode,
  FileSignature as FileSignatureNode,
  FileText as FileTextNode,
  Filter as FilterNode,
  Flag as FlagNode,
  Flame as FlameNode,
  Gauge as GaugeNode,
  GitBranch as GitBranchNode,
  GitCompare as GitCompareNode,
  Globe as GlobeNode,
  GraduationCap as GraduationCapNode,
  Handshake as HandshakeNode,
  HardHat as HardHatNode,
  Headphones as HeadphonesNode,
  Headset as HeadsetNode,
  HeartPulse as HeartPulseNode,
  History as HistoryNode,
  Home as HomeNode,
  Hospital as HospitalNode,
  Hotel as HotelNode,
  Inbox as InboxNode,
  KeyRound as KeyRoundNode,
  Languages as LanguagesNode,
  Layers as LayersNode,
  LayoutDashboard as LayoutDashboardNode,
  LayoutGrid as LayoutGridNode,
  Leaf as LeafNode,
  LibraryBig as LibraryBigNode,
  Lightbulb as LightbulbNode,
  Link2 as Link2Node,
  LineChart as LineChartNode,
  ListChecks as ListChecksNode,
  Lock as LockNode,
  Mail as MailNode,
  MailX as MailXNode,
  Map as MapNode,
  MapPin as MapPinNode,
  Medal as MedalNode,
  MessageCircleQuestion as MessageCircleQuestionNode,
  MessageSquare as MessageSquareNode,
  MessageSquareText as MessageSquareTextNode,
  MessagesSquare as MessagesSquareNode,
  MonitorPlay as MonitorPlayNode,
  Move as MoveNode,
  MoveVertical as MoveVerticalNode,
  Network as NetworkNode,
  Newspaper as NewspaperNode,
  Package as PackageNode,
  Paperclip as PaperclipNode,
  Phone as PhoneNode,
  PhoneCall as PhoneCallNode,
  Plug as PlugNode,
  Presentation as PresentationNode,
  Printer as PrinterNode,
  QrCode as QrCodeNode,
  Quote as QuoteNode,
  Radar as RadarNode,
  Radio as RadioNode,
  Receipt as ReceiptNode,
  Repeat as RepeatNode,
  Route as RouteNode,
  Scale as ScaleNode,
  ScanLine as ScanLineNode,
  Search as SearchNode,
  SearchX as SearchXNode,
  ShieldAlert as ShieldAlertNode,
  ShieldCheck as ShieldCheckNode,
  Shuffle as ShuffleNode,
  Siren as SirenNode,
  Smartphone as SmartphoneNode,
  Smile as SmileNode,
  Snowflake as SnowflakeNode,
  Sparkles as SparklesNode,
  Split as SplitNode,
  SprayCan as SprayCanNode,
  Star as StarNode,
  Stethoscope as StethoscopeNode,
  Store as StoreNode,
  Tag as TagNode,
  Thermometer as ThermometerNode,
  Timer as TimerNode,
  Trees as TreesNode,
  TrendingDown as TrendingDownNode,
  TrendingUp as TrendingUpNode,
  TriangleAlert as TriangleAlertNode,
  Trophy as TrophyNode,
  UserRound as UserRoundNode,
  Users as UsersNode,
  UtensilsCrossed as UtensilsCrossedNode,
  Video as VideoNode,
  Wallet as WalletNode,
  WandSparkles as WandSparklesNode,
  Waves as WavesNode,
  WifiOff as WifiOffNode,
  Wind as WindNode,
  Wrench as WrenchNode,
  X as XNode,
  Zap as ZapNode,
} from 'lucide';
import { createElement, type ReactElement } from 'react';
import type { IconName } from '@/lib/icon-names';
import { createIcon, type IconComponent, type IconProps } from './create-icon';

export type { IconComponent as LucideIcon } from './create-icon';

export const Activity = /* @__PURE__ */ createIcon(ActivityNode);
export const AirVent = /* @__PURE__ */ createIcon(AirVentNode);
export const ArrowDown = /* @__PURE__ */ createIcon(ArrowDownNode);
export const ArrowLeft = /* @__PURE__ */ createIcon(ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ createIcon(ArrowRightNode);
export const ArrowUpDown = /* @__PURE__ */ createIcon(ArrowUpDownNode);
export const BadgeCheck = /* @__PURE__ */ createIcon(BadgeCheckNode);
export const BarChart3 = /* @__PURE__ */ createIcon(BarChart3Node);
export const BatteryCharging = /* @__PURE__ */ createIcon(BatteryChargingNode);
export const BedDouble = /* @__PURE__ */ createIcon(BedDoubleNode);
export const Bell = /* @__PURE__ */ createIcon(BellNode);
export const BellRing = /* @__PURE__ */ createIcon(BellRingNode);
export const BookMarked = /* @__PURE__ */ createIcon(BookMarkedNode);
export const BookOpen = /* @__PURE__ */ createIcon(BookOpenNode);
export const BookOpenCheck = /* @__PURE__ */ createIcon(BookOpenCheckNode);
export const Boxes = /* @__PURE__ */ createIcon(BoxesNode);
export const BrainCircuit = /* @__PURE__ */ createIcon(BrainCircuitNode);
export const Building2 = /* @__PURE__ */ createIcon(Building2Node);
export const Calculator = /* @__PURE__ */ createIcon(CalculatorNode);
export const CalendarCheck = /* @__PURE__ */ createIcon(CalendarCheckNode);
export const CalendarCheck2 = /* @__PURE__ */ createIcon(CalendarCheck2Node);
export const CalendarClock = /* @__PURE__ */ createIcon(CalendarClockNode);
export const CalendarDays = /* @__PURE__ */ createIcon(CalendarDaysNode);
export const CalendarRange = /* @__PURE__ */ createIcon(CalendarRangeNode);
export const Camera = /* @__PURE__ */ createIcon(CameraNode);
export const ChartPie = /* @__PURE__ */ createIcon(ChartPieNode);
export const Check = /* @__PURE__ */ createIcon(CheckNode);
export const CheckCircle2 = /* @__PURE__ */ createIcon(CheckCircle2Node);
export const ChevronDown = /* @__PURE__ */ createIcon(ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ createIcon(ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ createIcon(ChevronRightNode);
export const CircleAlert = /* @__PURE__ */ createIcon(CircleAlertNode);
export const CircleCheck = /* @__PURE__ */ createIcon(CircleCheckNode);
export const CirclePlay = /* @__PURE__ */ createIcon(CirclePlayNode);
export const ClipboardCheck = /* @__PURE__ */ createIcon(ClipboardCheckNode);
export const ClipboardList = /* @__PURE__ */ createIcon(ClipboardListNode);
export const Clock = /* @__PURE__ */ createIcon(ClockNode);
export const Clock3 = /* @__PURE__ */ createIcon(Clock3Node);
export const Cog = /* @__PURE__ */ createIcon(CogNode);
export const ConciergeBell = /* @__PURE__ */ createIcon(ConciergeBellNode);
export const Cpu = /* @__PURE__ */ createIcon(CpuNode);
export const Download = /* @__PURE__ */ createIcon(DownloadNode);
export const Droplets = /* @__PURE__ */ createIcon(DropletsNode);
export const ExternalLink = /* @__PURE__ */ createIcon(ExternalLinkNode);
export const Eye = /* @__PURE__ */ createIcon(EyeNode);
export const Factory = /* @__PURE__ */ createIcon(FactoryNode);
export const FileCheck = /* @__PURE__ */ createIcon(FileCheckNode);
export const FileDown = /* @__PURE__ */ createIcon(FileDownNode);
export const FileSignature = /* @__PURE__ */ createIcon(FileSignatureNode);
export const FileText = /* @__PURE__ */ createIcon(FileTextNode);
export const Filter = /* @__PURE__ */ createIcon(FilterNode);
export const Flag = /* @__PURE__ */ createIcon(FlagNode);
export const Flame = /* @__PURE__ */ createIcon(FlameNode);
export const Gauge = /* @__PURE__ */ createIcon(GaugeNode);
export const GitBranch = /* @__PURE__ */ createIcon(GitBranchNode);
export const GitCompare = /* @__PURE__ */ createIcon(GitCompareNode);
export const Globe = /* @__PURE__ */ createIcon(GlobeNode);
export const GraduationCap = /* @__PURE__ */ createIcon(GraduationCapNode);
export const Handshake = /* @__PURE__ */ createIcon(HandshakeNode);
export const HardHat = /* @__PURE__ */ createIcon(HardHatNode);
export const Headphones = /* @__PURE__ */ createIcon(HeadphonesNode);
export const Headset = /* @__PURE__ */ createIcon(HeadsetNode);
export const HeartPulse = /* @__PURE__ */ createIcon(HeartPulseNode);
export const History = /* @__PURE__ */ createIcon(HistoryNode);
export const Home = /* @__PURE__ */ createIcon(HomeNode);
export const Hospital = /* @__PURE__ */ createIcon(HospitalNode);
export const Hotel = /* @__PURE__ */ createIcon(HotelNode);
export const Inbox = /* @__PURE__ */ createIcon(InboxNode);
export const KeyRound = /* @__PURE__ */ createIcon(KeyRoundNode);
export const Languages = /* @__PURE__ */ createIcon(LanguagesNode);
export const Layers = /* @__PURE__ */ createIcon(LayersNode);
export const LayoutDashboard = /* @__PURE__ */ createIcon(LayoutDashboardNode);
export const LayoutGrid = /* @__PURE__ */ createIcon(LayoutGridNode);
export const Leaf = /* @__PURE__ */ createIcon(LeafNode);
export const LibraryBig = /* @__PURE__ */ createIcon(LibraryBigNode);
export const Lightbulb = /* @__PURE__ */ createIcon(LightbulbNode);
export const Link2 = /* @__PURE__ */ createIcon(Link2Node);
export const LineChart = /* @__PURE__ */ createIcon(LineChartNode);
export const ListChecks = /* @__PURE__ */ createIcon(ListChecksNode);
export const Lock = /* @__PURE__ */ createIcon(LockNode);
export const Mail = /* @__PURE__ */ createIcon(MailNode);
export const MailX = /* @__PURE__ */ createIcon(MailXNode);
export const Map = /* @__PURE__ */ createIcon(MapNode);
export const MapPin = /* @__PURE__ */ createIcon(MapPinNode);
export const Medal = /* @__PURE__ */ createIcon(MedalNode);
export const MessageCircleQuestion = /* @__PURE__ */ createIcon(MessageCircleQuestionNode);
export const MessageSquare = /* @__PURE__ */ createIcon(MessageSquareNode);
export const MessageSquareText = /* @__PURE__ */ createIcon(MessageSquareTextNode);
export const MessagesSquare = /* @__PURE__ */ createIcon(MessagesSquareNode);
export const MonitorPlay = /* @__PURE__ */ createIcon(MonitorPlayNode);
export const Move = /* @__PURE__ */ createIcon(MoveNode);
export const MoveVertical = /* @__PURE__ */ createIcon(MoveVerticalNode);
export const Network = /* @__PURE__ */ createIcon(NetworkNode);
export const Newspaper = /* @__PURE__ */ createIcon(NewspaperNode);
export const Package = /* @__PURE__ */ createIcon(PackageNode);
export const Paperclip = /* @__PURE__ */ createIcon(PaperclipNode);
export const Phone = /* @__PURE__ */ createIcon(PhoneNode);
export const PhoneCall = /* @__PURE__ */ createIcon(PhoneCallNode);
export const Plug = /* @__PURE__ */ createIcon(PlugNode);
export const Presentation = /* @__PURE__ */ createIcon(PresentationNode);
export const Printer = /* @__PURE__ */ createIcon(PrinterNode);
export const QrCode = /* @__PURE__ */ createIcon(QrCodeNode);
export const Quote = /* @__PURE__ */ createIcon(QuoteNode);
export const Radar = /* @__PURE__ */ createIcon(RadarNode);
export const Radio = /* @__PURE__ */ createIcon(RadioNode);
export const Receipt = /* @__PURE__ */ createIcon(ReceiptNode);
export const Repeat = /* @__PURE__ */ createIcon(RepeatNode);
export const Route = /* @__PURE__ */ createIcon(RouteNode);
export const Scale = /* @__PURE__ */ createIcon(ScaleNode);
export const ScanLine = /* @__PURE__ */ createIcon(ScanLineNode);
export const Search = /* @__PURE__ */ createIcon(SearchNode);
export const SearchX = /* @__PURE__ */ createIcon(SearchXNode);
export const ShieldAlert = /* @__PURE__ */ createIcon(ShieldAlertNode);
export const ShieldCheck = /* @__PURE__ */ createIcon(ShieldCheckNode);
export const Shuffle = /* @__PURE__ */ createIcon(ShuffleNode);
export const Siren = /* @__PURE__ */ createIcon(SirenNode);
export const Smartphone = /* @__PURE__ */ createIcon(SmartphoneNode);
export const Smile = /* @__PURE__ */ createIcon(SmileNode);
export const Snowflake = /* @__PURE__ */ createIcon(SnowflakeNode);
export const Sparkles = /* @__PURE__ */ createIcon(SparklesNode);
export const Split = /* @__PURE__ */ createIcon(SplitNode);
export const SprayCan = /* @__PURE__ */ createIcon(SprayCanNode);
export const Star = /* @__PURE__ */ createIcon(StarNode);
export const Stethoscope = /* @__PURE__ */ createIcon(StethoscopeNode);
export const Store = /* @__PURE__ */ createIcon(StoreNode);
export const Tag = /* @__PURE__ */ createIcon(TagNode);
export const Thermometer = /* @__PURE__ */ createIcon(ThermometerNode);
export const Timer = /* @__PURE__ */ createIcon(TimerNode);
export const Trees = /* @__PURE__ */ createIcon(TreesNode);
export const TrendingDown = /* @__PURE__ */ createIcon(TrendingDownNode);
export const TrendingUp = /* @__PURE__ */ createIcon(TrendingUpNode);
export const TriangleAlert = /* @__PURE__ */ createIcon(TriangleAlertNode);
export const Trophy = /* @__PURE__ */ createIcon(TrophyNode);
export const UserRound = /* @__PURE__ */ createIcon(UserRoundNode);
export const Users = /* @__PURE__ */ createIcon(UsersNode);
export const UtensilsCrossed = /* @__PURE__ */ createIcon(UtensilsCrossedNode);
export const Video = /* @__PURE__ */ createIcon(VideoNode);
export const Wallet = /* @__PURE__ */ createIcon(WalletNode);
export const WandSparkles = /* @__PURE__ */ createIcon(WandSparklesNode);
export const Waves = /* @__PURE__ */ createIcon(WavesNode);
export const WifiOff = /* @__PURE__ */ createIcon(WifiOffNode);
export const Wind = /* @__PURE__ */ createIcon(WindNode);
export const Wrench = /* @__PURE__ */ createIcon(WrenchNode);
export const X = /* @__PURE__ */ createIcon(XNode);
export const Zap = /* @__PURE__ */ createIcon(ZapNode);

/** The icons content records name (content is plain data): every name has its component here. */
export const iconByName: Record<IconName, IconComponent> = {
  Activity, AirVent, ArrowUpDown, BadgeCheck, BarChart3, BatteryCharging, BedDouble, Bell, BellRing, BookMarked, BookOpen, BookOpenCheck,
  Boxes, BrainCircuit, Building2, Calculator, CalendarCheck, CalendarCheck2, CalendarClock, CalendarDays, CalendarRange, Camera, ChartPie,
  ClipboardCheck, ClipboardList, Clock, Cog, ConciergeBell, Cpu, Droplets, Factory, FileCheck, FileDown, FileSignature, FileText, Filter,
  Flame, Gauge, GitBranch, GitCompare, GraduationCap, Handshake, HardHat, Headphones, HeartPulse, History, Home, Hospital, Hotel, Inbox,
  KeyRound, Layers, LayoutDashboard, LayoutGrid, Leaf, LibraryBig, Lightbulb, LineChart, ListChecks, Lock, Mail, Map, MapPin,
  MessageCircleQuestion, MessageSquare, MessageSquareText, MessagesSquare, MonitorPlay, Move, MoveVertical, Network, Newspaper, Package,
  Paperclip, Phone, PhoneCall, Plug, Presentation, Printer, QrCode, Radar, Radio, Receipt, Repeat, Route, Scale, ScanLine, Search,
  ShieldAlert, ShieldCheck, Shuffle, Siren, Smartphone, Smile, Snowflake, Sparkles, Split, SprayCan, Stethoscope, Store, Tag, Thermometer,
  Timer, Trees, TrendingDown, TrendingUp, TriangleAlert, Trophy, UserRound, Users, UtensilsCrossed, Video, Wallet, WandSparkles, Waves,
  WifiOff, Wind, Wrench, Zap,
};

/** The icon a content record names. */
export function NamedIcon({ name, ...props }: IconProps & { name: IconName }): ReactElement {
  return createElement(iconByName[name], props);
}
