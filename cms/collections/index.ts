import type { CollectionConfig } from 'payload';

import { Categories } from '@/cms/collections/Categories';
import { ContactSubmissions } from '@/cms/collections/ContactSubmissions';
import { LeadDeletions } from '@/cms/collections/leads/LeadDeletions';
import { Customers } from '@/cms/collections/Customers';
import { Media } from '@/cms/collections/Media';
import { Packages } from '@/cms/collections/Packages';
import { FaqEntries } from '@/cms/collections/pages/FaqEntries';
import { LegalPages } from '@/cms/collections/pages/LegalPages';
import { Pages } from '@/cms/collections/pages/Pages';
import { Popups } from '@/cms/collections/Popups';
import { Posts } from '@/cms/collections/Posts';
import { PriceRanges } from '@/cms/collections/PriceRanges';
import { Promotions } from '@/cms/collections/Promotions';
import { Redirects } from '@/cms/collections/Redirects';
import { Users } from '@/cms/collections/Users';
import { AuditEvents } from '@/cms/collections/audit/AuditEvents';
import { Invitations } from '@/cms/collections/users/invitations/Invitations';
import { withInputChecks } from '@/cms/hooks/input-checks';

export const collections: CollectionConfig[] = [
  Pages,
  LegalPages,
  FaqEntries,
  Posts,
  Categories,
  Packages,
  PriceRanges,
  Promotions,
  Customers,
  Popups,
  Media,
  ContactSubmissions,
  LeadDeletions,
  Redirects,
  Users,
  Invitations,
  AuditEvents,
].map(withInputChecks);
