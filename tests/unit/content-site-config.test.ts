/** The one normaliser of the site settings, whichever source they come from (pure). */
import { describe, expect, it } from 'vitest';

import { normalizeSiteConfig, UNAVAILABLE_SITE_CONFIG } from '@/lib/content/site-config';

describe('site settings', () => {
  it('without any value: the defaults, no channels and no outbound links', () => {
    expect(UNAVAILABLE_SITE_CONFIG).toEqual({
      siteName: 'SabaiSMS',
      companyName: '',
      appDomain: '',
      freeTrialLink: '/Register',
      loginLink: '/login',
      buyNowLink: '/Loading',
      contacts: [],
      emailSubmitForm: null,
      phoneNumber: null,
      lineContact: null,
      address: '',
      bankAccounts: [],
      facebookPageId: null,
      facebookChatEnabled: false,
    });
  });

  it('keeps only safe links and active channels; phone numbers as 9 or 10 digits', () => {
    const config = normalizeSiteConfig({
      appDomain: ' https://app.example.com/// ',
      phoneNumber: '02-123-4567',
      lineContact: { label: '', link: 'https://line.me/R/ti/p/@x' },
      contacts: [
        { type: 'phone', label: 'Call', link: 'tel:021234567', isActive: true },
        { id: 'x', type: 'email', label: 'Off', link: 'mailto:a@example.com', isActive: false },
        { id: 'y', type: 'telegram', label: 'Bad', link: 'javascript:alert(1)', isActive: true },
        { id: 'z', type: 'telegram', label: 'Chat', link: 'https://t.me/x', isActive: true },
      ],
      bankAccounts: [{ bank: 'Bank', accountNumber: null, accountName: 'Name', branch: '' }],
    });
    expect(config.appDomain).toBe('https://app.example.com');
    expect(config.phoneNumber).toBe('021234567');
    expect(config.lineContact).toEqual({ label: 'LINE', link: 'https://line.me/R/ti/p/@x' });
    expect(config.contacts).toEqual([
      { id: '0', type: 'phone', label: 'Call', link: 'tel:021234567', icon: 'phone' },
      { id: 'z', type: 'other', label: 'Chat', link: 'https://t.me/x', icon: 'other' },
    ]);
    expect(config.bankAccounts).toEqual([{ bank: 'Bank', accountNumber: '', accountName: 'Name', branch: null }]);
    expect(normalizeSiteConfig({ appDomain: 'javascript:alert(1)', phoneNumber: '12345' })).toMatchObject({
      appDomain: '',
      phoneNumber: null,
    });
  });
});
