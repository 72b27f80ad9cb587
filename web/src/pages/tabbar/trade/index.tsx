import { TravelOutline } from 'antd-mobile-icons';
import { tabPaths } from '../../../app/paths.ts';
import { TabPlaceholder } from '../../../components/tab-placeholder.tsx';

export default function TradeTab() {
  return <TabPlaceholder path={tabPaths.trade} tab="trade" icon={<TravelOutline />} />;
}
