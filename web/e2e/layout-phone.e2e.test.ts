import { layoutSuite, sizes } from './layout-sweep.ts';

layoutSuite(sizes.phone);
