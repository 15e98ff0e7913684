'use client';
/** One labelled input in the markup of Payload's own form fields (so the admin's styles apply). */
import type { InputHTMLAttributes } from 'react';

type Props = { name: string; label: string } & InputHTMLAttributes<HTMLInputElement>;

export function Input({ name, label, type = 'text', ...input }: Props) {
  return (
    <div className={`field-type ${type === 'password' ? 'password' : 'text'}`}>
      <label className="field-label" htmlFor={`field-${name}`}>
        {label}
        {input.required ? <span className="required">*</span> : null}
      </label>
      <div className="field-type__wrap">
        <input id={`field-${name}`} name={name} type={type} {...input} />
      </div>
    </div>
  );
}
