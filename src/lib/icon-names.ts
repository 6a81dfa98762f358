/**
 * Every icon the site draws, by name: Lucide's shapes (plain data), re-exported from 'lucide'. The one
 * list: adding an icon is adding its name here. Content records name an icon (`IconName`: a name not
 * listed here fails the type check) and src/components/icons renders any of them.
 */
export {
  Activity, AirVent, ArrowDown, ArrowLeft, ArrowRight, ArrowUpDown, BadgeCheck, BarChart3, BatteryCharging, BedDouble, Bell,
  BellRing, BookMarked, BookOpen, BookOpenCheck, Boxes, BrainCircuit, Building2, Calculator, CalendarCheck, CalendarCheck2,
  CalendarClock, CalendarDays, CalendarRange, Camera, ChartPie, Check, CheckCircle2, ChevronDown, ChevronLeft, ChevronRight,
  CircleAlert, CircleCheck, CirclePlay, ClipboardCheck, ClipboardList, Clock, Clock3, Cog, ConciergeBell, Cpu, Download, Droplets,
  ExternalLink, Eye, Factory, FileCheck, FileDown, FileSignature, FileText, Filter, Flag, Flame, Gauge, GitBranch, GitCompare,
  Globe, GraduationCap, Handshake, HardHat, Headphones, Headset, HeartPulse, History, Home, Hospital, Hotel, Inbox, KeyRound,
  Languages, Layers, LayoutDashboard, LayoutGrid, Leaf, LibraryBig, Lightbulb, Link2, LineChart, ListChecks, Lock, Mail, MailX,
  Map, MapPin, Medal, MessageCircleQuestion, MessageSquare, MessageSquareText, MessagesSquare, MonitorPlay, Move, MoveVertical,
  Network, Newspaper, Package, Paperclip, Phone, PhoneCall, Plug, Presentation, Printer, QrCode, Quote, Radar, Radio, Receipt,
  Repeat, Route, Scale, ScanLine, Search, SearchX, ShieldAlert, ShieldCheck, Shuffle, Siren, Smartphone, Smile, Snowflake,
  Sparkles, Split, SprayCan, Star, Stethoscope, Store, Tag, Thermometer, Timer, Trees, TrendingDown, TrendingUp, TriangleAlert,
  Trophy, UserRound, Users, UtensilsCrossed, Video, Wallet, WandSparkles, Waves, WifiOff, Wind, Wrench, X, Zap,
} from 'lucide';

/** The name of an icon of the list above (this module's own exports). */
export type IconName = keyof typeof import('./icon-names');
