import {
  AlertOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  ControlOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  MessageOutlined,
  PieChartOutlined,
  TagsOutlined,
  TeamOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CarryOutOutlined,
  DashboardOutlined,
  FolderOutlined,
  HomeOutlined,
  ReadOutlined,
  SettingOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIconName } from '../plugins/types';

const icons: Record<MenuIconName, ReactNode> = {
  home: <HomeOutlined />,
  ledger: <BookOutlined />,
  monitor: <DashboardOutlined />,
  assessment: <AuditOutlined />,
  risk: <AlertOutlined />,
  task: <CarryOutOutlined />,
  video: <VideoCameraOutlined />,
  content: <ReadOutlined />,
  enterprise: <BankOutlined />,
  setting: <SettingOutlined />,
  user: <UserOutlined />,
  folder: <FolderOutlined />,
  dashboard: <PieChartOutlined />,
  team: <TeamOutlined />,
  role: <ApartmentOutlined />,
  tag: <TagsOutlined />,
  message: <MessageOutlined />,
  log: <FileSearchOutlined />,
  factory: <ExperimentOutlined />,
  control: <ControlOutlined />,
  report: <FileTextOutlined />,
  chart: <BarChartOutlined />,
};

export function menuIcon(name: MenuIconName | undefined): ReactNode {
  return name ? icons[name] : <AppstoreOutlined />;
}
