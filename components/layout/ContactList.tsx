import { Icon } from '@/components/icons/Icon';
import styles from '@/components/layout/ContactList.module.css';
import type { ChannelLink } from '@/components/layout/contact-channels';

/** A list of contact channels with their icons; web links open in a new tab. */
export function ContactList({ channels }: { channels: ChannelLink[] }) {
  if (channels.length === 0) return null;
  return (
    <ul className={styles.list}>
      {channels.map((channel) => (
        <li key={channel.key} data-channel={channel.key}>
          <a href={channel.href} {...(channel.external ? { target: '_blank', rel: 'noopener' } : {})}>
            <Icon name={channel.icon} />
            <span>{channel.text}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
