import type { ReactNode } from 'react';

import styles from '@/components/blog/RichTextView.module.css';
import { Picture } from '@/components/media/Picture';
import { richList } from '@/components/page/RichList';
import type { RichText, RichTextBlock, RichTextInline, RichTextText } from '@/lib/content';

function textOf(node: RichTextText, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <span key={key}>{out}</span>;
}

function inlines(nodes: RichTextInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return textOf(node, index);
    if (node.type === 'linebreak') return <br key={index} />;
    const external = /^https?:/i.test(node.url);
    return (
      <a
        key={index}
        href={node.url}
        {...(node.newTab || external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {node.children.map(textOf)}
      </a>
    );
  });
}

function block(node: RichTextBlock, index: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return node.children.length > 0 ? <p key={index}>{inlines(node.children)}</p> : null;
    case 'heading': {
      const Tag = `h${node.level}` as const;
      return <Tag key={index}>{inlines(node.children)}</Tag>;
    }
    case 'quote':
      return <blockquote key={index}>{inlines(node.children)}</blockquote>;
    case 'list':
      return richList(node, index, inlines);
    case 'image':
      return (
        <Picture
          key={index}
          src={node.image.url}
          alt={node.image.alt}
          width={node.image.width}
          height={node.image.height}
          sizes="(max-width: 760px) 92vw, 720px"
        />
      );
    case 'divider':
      return <hr key={index} />;
  }
}

/** An article body: the typed rich-text tree as React elements (never raw HTML). */
export function RichTextView({ content }: { content: RichText }) {
  return <div className={styles.prose}>{content.map(block)}</div>;
}
