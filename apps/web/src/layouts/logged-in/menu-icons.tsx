import {
  AlertOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FormOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  NodeIndexOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The menu names Font Awesome icons ('fas/home'); antd icons stand in for them. Unknown names fall
 * back to a neutral icon so a new module never breaks the sidebar.
 */
const ICONES: Record<string, ComponentType> = {
  home: HomeOutlined,
  cogs: SettingOutlined,
  'user-shield': SafetyOutlined,
  cog: SettingOutlined,
  envelope: MailOutlined,
  history: HistoryOutlined,
  users: TeamOutlined,
  user: UserOutlined,
  'user-md': SolutionOutlined,
  'id-card': IdcardOutlined,
  'clinic-medical': MedicineBoxOutlined,
  hospital: MedicineBoxOutlined,
  'briefcase-medical': MedicineBoxOutlined,
  ambulance: AlertOutlined,
  heartbeat: HeartOutlined,
  syringe: SafetyOutlined,
  vial: ExperimentOutlined,
  flask: ExperimentOutlined,
  'x-ray': ExperimentOutlined,
  pills: ShopOutlined,
  'prescription-bottle': ShopOutlined,
  boxes: InboxOutlined,
  warehouse: InboxOutlined,
  tools: ToolOutlined,
  wrench: ToolOutlined,
  bus: CarOutlined,
  car: CarOutlined,
  'file-export': FileTextOutlined,
  'file-alt': FileTextOutlined,
  database: DatabaseOutlined,
  plug: ApiOutlined,
  server: CloudServerOutlined,
  'chart-bar': BarChartOutlined,
  calendar: CalendarOutlined,
  'calendar-alt': ScheduleOutlined,
  'ticket-alt': ContainerOutlined,
  'clipboard-list': FormOutlined,
  sitemap: ClusterOutlined,
  random: NodeIndexOutlined,
};

export function MenuIcon({ icone }: { icone?: string | null }) {
  const nome = icone?.split('/').pop() ?? '';
  const Icone = ICONES[nome] ?? AppstoreOutlined;
  return <Icone />;
}
