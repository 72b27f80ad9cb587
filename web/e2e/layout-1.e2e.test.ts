import { layoutSuite } from './layout-sweep.ts';

layoutSuite(0);
