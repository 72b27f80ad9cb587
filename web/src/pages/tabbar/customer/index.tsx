import { MessageOutline } from 'antd-mobile-icons';
import { tabPaths } from '../../../app/paths.ts';
import { TabPlaceholder } from '../../../components/tab-placeholder.tsx';

export default function CustomerTab() {
  return <TabPlaceholder path={tabPaths.customer} tab="customer" icon={<MessageOutline />} />;
}
