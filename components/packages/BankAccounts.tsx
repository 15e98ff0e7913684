import { getTranslations } from 'next-intl/server';

import styles from '@/components/packages/BankAccounts.module.css';
import type { BankAccount } from '@/lib/content';

/** The configured bank accounts as cards (bank, account number, account name, branch). */
export async function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  const t = await getTranslations('PaymentPage');
  if (accounts.length === 0) return <p className="empty-state">{t('noAccounts')}</p>;
  return (
    <ul className="card-grid cols-2">
      {accounts.map((account) => (
        <li key={`${account.bank}-${account.accountNumber}`} className={`card ${styles.card}`}>
          <h3 className="card-title">{account.bank}</h3>
          <dl>
            <div>
              <dt>{t('accountNumber')}</dt>
              <dd className={styles.accountNumber}>{account.accountNumber}</dd>
            </div>
            <div>
              <dt>{t('accountName')}</dt>
              <dd>{account.accountName}</dd>
            </div>
            {account.branch ? (
              <div>
                <dt>{t('branch')}</dt>
                <dd>{account.branch}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
