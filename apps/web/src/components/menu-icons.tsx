import { createElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BookIcon from '@mui/icons-material/Book';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CircleIcon from '@mui/icons-material/Circle';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FlagIcon from '@mui/icons-material/Flag';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import GavelIcon from '@mui/icons-material/Gavel';
import GradingIcon from '@mui/icons-material/Grading';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MapIcon from '@mui/icons-material/Map';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PublicIcon from '@mui/icons-material/Public';
import RateReviewIcon from '@mui/icons-material/RateReview';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SpaIcon from '@mui/icons-material/Spa';
import TimelineIcon from '@mui/icons-material/Timeline';
import TopicIcon from '@mui/icons-material/Topic';

type SvgIconComponent = typeof DashboardIcon;

/**
 * The icon names the API sends in `menus` (from SCREENS and MENU_GROUPS in packages/shared) mapped
 * to Material icons. Names are Material-style, so a few common aliases are accepted too.
 */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  home: DashboardIcon,
  school: SchoolIcon,
  science: ScienceIcon,
  admin: AdminPanelSettingsIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  catalog: LibraryBooksIcon,
  public: PublicIcon,
  assignment: AssignmentIcon,
  assignment_list: ListAltIcon,
  project: TopicIcon,
  project_list: FolderCopyIcon,
  campaign: CampaignIcon,
  badge: BadgeIcon,
  people: PeopleIcon,
  book: BookIcon,
  timeline: TimelineIcon,
  category: CategoryIcon,
  event: EventIcon,
  business: BusinessIcon,
  account_tree: AccountTreeIcon,
  account_balance: AccountBalanceIcon,
  menu_book: MenuBookIcon,
  groups: GroupsIcon,
  spa: SpaIcon,
  inventory: Inventory2Icon,
  label: LabelIcon,
  request_quote: RequestQuoteIcon,
  savings: SavingsIcon,
  flag: FlagIcon,
  map: MapIcon,
  location_city: LocationCityIcon,
  fact_check: FactCheckIcon,
  grading: GradingIcon,
  rate_review: RateReviewIcon,
  assignment_ind: AssignmentIndIcon,
  gavel: GavelIcon,
  how_to_reg: HowToRegIcon,
  play_circle: PlayCircleIcon,
};

/** Unknown names fall back to a neutral dot rather than breaking the menu. */
export function menuIcon(name: string | undefined): SvgIconComponent {
  return (name && ICONS[name.toLowerCase()]) || CircleIcon;
}

/** A menu entry's icon by name, with the props of any MUI icon. */
export function MenuIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  return createElement(menuIcon(name), props);
}
