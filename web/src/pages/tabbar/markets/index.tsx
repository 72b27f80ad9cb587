import { HistogramOutline } from 'antd-mobile-icons';
import { tabPaths } from '../../../app/paths.ts';
import { TabPlaceholder } from '../../../components/tab-placeholder.tsx';

export default function MarketsTab() {
  return <TabPlaceholder path={tabPaths.markets} tab="markets" icon={<HistogramOutline />} />;
}
