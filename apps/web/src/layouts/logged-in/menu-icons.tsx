import {
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BlockOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ContainerOutlined,
  ControlOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FormOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  InsuranceOutlined,
  KeyOutlined,
  LayoutOutlined,
  MailOutlined,
  MedicineBoxOutlined,
  MergeCellsOutlined,
  NodeIndexOutlined,
  PrinterOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  TruckOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { ICONES_DOS_MODULOS } from '../../modulos';

/**
 * The menu names Font Awesome icons ('fas/home'); antd icons stand in for them. This is the common
 * set; a module whose menu needs another name declares it in its entry (`ModuloWeb.icones`), and
 * `modulos.test.ts` checks that every icon of the menu resolves. Unknown names still fall back to a
 * neutral icon so the sidebar never breaks.
 */
export const ICONES_COMUNS: Readonly<Record<string, ComponentType>> = {
  home: HomeOutlined,
  cogs: SettingOutlined,
  bell: BellOutlined,
  'address-book': ContactsOutlined,
  map: EnvironmentOutlined,
  road: NodeIndexOutlined,
  key: KeyOutlined,
  'sliders-h': ControlOutlined,
  'user-shield': SafetyOutlined,
  cog: SettingOutlined,
  envelope: MailOutlined,
  history: HistoryOutlined,
  users: TeamOutlined,
  user: UserOutlined,
  'user-injured': IdcardOutlined,
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
  'hard-hat': BankOutlined,
  'map-signs': EnvironmentOutlined,
  stethoscope: MedicineBoxOutlined,
  'calendar-day': CalendarOutlined,
  cross: FileTextOutlined,
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
  print: PrinterOutlined,
  'clipboard-list': FormOutlined,
  sitemap: ClusterOutlined,
  random: NodeIndexOutlined,
  'layer-group': BlockOutlined,
  industry: BankOutlined,
  truck: TruckOutlined,
  allergies: WarningOutlined,
  'hospital-user': InsuranceOutlined,
  'door-open': LayoutOutlined,
  'hospital-alt': ApartmentOutlined,
  'user-tie': AuditOutlined,
  'object-group': MergeCellsOutlined,
  // the default of `npm run scaffold`
  list: UnorderedListOutlined,
};

/** The icon of a menu entry ('fas/home'), from the common set or a module's; undefined when unknown. */
export function iconeDoMenu(icone?: string | null): ComponentType | undefined {
  const nome = icone?.split('/').pop() ?? '';
  return Object.hasOwn(ICONES_COMUNS, nome)
    ? ICONES_COMUNS[nome]
    : Object.hasOwn(ICONES_DOS_MODULOS, nome)
      ? ICONES_DOS_MODULOS[nome]
      : undefined;
}

export function MenuIcon({ icone }: { icone?: string | null }) {
  const Icone = iconeDoMenu(icone) ?? AppstoreOutlined;
  return <Icone />;
}
