import { Icon, type IconName } from '@/components/icons/Icon';
import styles from '@/components/widgets/FloatingContacts.module.css';
import type { SiteConfig } from '@/lib/content';
import { phoneHref } from '@/lib/format/phone';

type Labels = { call: string; line: string; messenger: string; group: string };
type Button = { key: string; href: string; label: string; icon: IconName; external: boolean };

/** Messenger link of the configured page: m.me works without Meta's retired chat plugin. */
function messengerHref(config: SiteConfig): string | null {
  const entry = config.contacts.find((contact) => contact.type === 'messenger');
  if (entry) return entry.link;
  return config.facebookPageId ? `https://m.me/${config.facebookPageId}` : null;
}

function buttonsOf(config: SiteConfig, labels: Labels): Button[] {
  const buttons: Button[] = [];
  const messenger = messengerHref(config);
  if (messenger)
    buttons.push({ key: 'messenger', href: messenger, label: labels.messenger, icon: 'messenger', external: true });
  const line = config.lineContact?.link;
  if (line) buttons.push({ key: 'line', href: line, label: labels.line, icon: 'line', external: true });
  if (config.phoneNumber) {
    buttons.push({
      key: 'call',
      href: phoneHref(config.phoneNumber),
      label: labels.call,
      icon: 'phone',
      external: false,
    });
  }
  return buttons;
}

/** The fixed call, LINE and Messenger buttons; each only when configured. */
export function FloatingContacts({ config, labels }: { config: SiteConfig; labels: Labels }) {
  const buttons = buttonsOf(config, labels);
  if (buttons.length === 0) return null;
  return (
    <>
      {/* Lets the end of the page scroll above the bar the buttons form on smaller screens. */}
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.group} aria-label={labels.group}>
        {buttons.map((button) => (
          <a
            key={button.key}
            href={button.href}
            className={`${styles.button} ${styles[button.key] ?? ''}`}
            data-channel={button.key}
            aria-label={button.label}
            title={button.label}
            {...(button.external ? { target: '_blank', rel: 'noopener' } : {})}
          >
            <Icon name={button.icon} size={24} />
          </a>
        ))}
      </aside>
    </>
  );
}
