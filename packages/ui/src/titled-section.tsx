import type { ReactNode } from 'react';

type TitledSectionProps = {
  /** The heading's id: the heading names the section. */
  titleId: string;
  title: ReactNode;
  /** 1: the page's title (page-title); 2: a part of a page (section-title). */
  level?: 1 | 2;
  as?: 'section' | 'nav';
  className?: string;
  /** Added to the heading's own class. */
  titleClassName?: string;
  children: ReactNode;
};

/** A section (or nav) named by its heading, the heading first. */
export function TitledSection({
  titleId,
  title,
  level = 1,
  as: Tag = 'section',
  className,
  titleClassName,
  children,
}: TitledSectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingClass = [level === 1 ? 'page-title' : 'section-title', titleClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={className} aria-labelledby={titleId}>
      <Heading className={headingClass} id={titleId}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
