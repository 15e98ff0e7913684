import type { GlobalConfig } from 'payload';

export const globals: GlobalConfig[] = [];
