import type { IconName } from '@/components/icons/Icon';
import type { SiteConfig } from '@/lib/content';
import { formatPhone, phoneHref } from '@/lib/format/phone';

export type ChannelLink = { key: string; icon: IconName; text: string; href: string; external: boolean };

const ICONS: Record<string, IconName> = {
  phone: 'phone',
  email: 'mail',
  line: 'line',
  facebook: 'facebook',
  messenger: 'messenger',
};

function iconOf(name: string): IconName {
  return ICONS[name] ?? 'globe';
}

function textOf(label: string, link: string): string {
  if (label.trim()) return label.trim();
  return link.replace(/^(mailto:|tel:|https?:\/\/)/, '').replace(/\/$/, '');
}

/**
 * The configured contact channels, in display order: the phone number, LINE, then the active
 * entries of the contact list. Nothing that is not configured appears.
 */
export function contactChannels(config: SiteConfig): ChannelLink[] {
  const out: ChannelLink[] = [];
  if (config.phoneNumber) {
    out.push({
      key: 'phone',
      icon: 'phone',
      text: formatPhone(config.phoneNumber),
      href: phoneHref(config.phoneNumber),
      external: false,
    });
  }
  if (config.lineContact?.link) {
    out.push({
      key: 'line',
      icon: 'line',
      text: textOf(config.lineContact.label, config.lineContact.link),
      href: config.lineContact.link,
      external: true,
    });
  }
  for (const contact of config.contacts) {
    if (out.some((channel) => channel.href === contact.link)) continue; // e.g. LINE given twice
    const text =
      contact.type === 'phone' && !contact.label
        ? formatPhone(contact.link.replace(/^tel:/, ''))
        : textOf(contact.label, contact.link);
    out.push({
      key: `contact-${contact.id}`,
      icon: iconOf(contact.icon || contact.type),
      text,
      href: contact.link,
      external: /^https?:/i.test(contact.link),
    });
  }
  return out;
}
