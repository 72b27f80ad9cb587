import { AppOutline } from 'antd-mobile-icons';
import { tabPaths } from '../../../app/paths.ts';
import { TabPlaceholder } from '../../../components/tab-placeholder.tsx';

export default function HomeTab() {
  return <TabPlaceholder path={tabPaths.home} tab="home" icon={<AppOutline />} />;
}
