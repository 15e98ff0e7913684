import type { CollectionConfig } from 'payload';

import { Redirects } from '@/cms/collections/Redirects';
import { Users } from '@/cms/collections/Users';

export const collections: CollectionConfig[] = [Users, Redirects];
