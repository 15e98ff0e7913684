import type { GlobalConfig } from 'payload';

import { Config } from '@/cms/globals/Config';

export const globals: GlobalConfig[] = [Config];
