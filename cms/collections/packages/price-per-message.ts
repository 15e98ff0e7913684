/**
 * A package's price per message is worked out, never typed: price ÷ credits on every save
 * (lib/sms/pricing.ts), so the card's "per message" always agrees with the price. Before, it was a
 * field of its own, and a price published as ฿1,090 still showed ฿0.183 per message.
 */
import type { FieldHook, NumberField } from 'payload';

import { l } from '@/cms/collections/shared/labels';
import { derivePricePerMessage } from '@/lib/sms/pricing';

type PackageData = { price?: unknown; credit?: unknown } | undefined;

/** Before validation, so the required value is there when a new package is first saved. */
const fromPriceAndCredits: FieldHook = ({ value, data, originalDoc }) => {
  const incoming = data as PackageData;
  const saved = originalDoc as PackageData;
  return derivePricePerMessage(incoming?.price ?? saved?.price, incoming?.credit ?? saved?.credit) ?? value;
};

export function pricePerMessageField(): NumberField {
  return {
    name: 'pricePerMessage',
    label: l('Price per message (baht)', 'ราคาต่อข้อความ (บาท)'),
    type: 'number',
    required: true,
    min: 0,
    hooks: { beforeValidate: [fromPriceAndCredits] },
    admin: {
      readOnly: true,
      description: l('Price ÷ credits, worked out on every save', 'คำนวณจากราคา ÷ เครดิตทุกครั้งที่บันทึก'),
    },
  };
}
