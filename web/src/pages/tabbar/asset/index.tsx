import { PayCircleOutline } from 'antd-mobile-icons';
import { tabPaths } from '../../../app/paths.ts';
import { TabPlaceholder } from '../../../components/tab-placeholder.tsx';

export default function AssetTab() {
  return <TabPlaceholder path={tabPaths.asset} tab="asset" icon={<PayCircleOutline />} />;
}
