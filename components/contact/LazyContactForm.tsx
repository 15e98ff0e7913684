'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

import styles from '@/components/contact/ContactSection.module.css';

const Placeholder = () => <div className={styles.placeholder} />;

const ContactForm = dynamic(() => import('@/components/contact/ContactForm').then((module) => module.ContactForm), {
  ssr: false,
  loading: Placeholder,
});

/**
 * The form is the heaviest island of the site (react-hook-form and the zod schema, about 30 KB
 * gzipped) and the last section of the home page, so its code loads only when the section comes
 * near the viewport, not with the page. Its space is reserved meanwhile.
 */
export function LazyContactForm() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = anchor.current;
    if (!node || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return <div ref={anchor}>{near ? <ContactForm /> : <Placeholder />}</div>;
}
