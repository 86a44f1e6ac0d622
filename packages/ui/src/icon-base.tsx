import type { ReactNode } from 'react';

// The frame of every icon: 24×24 stroke drawings in currentColor, decorative unless labelled.

export type IconProps = {
  size?: number;
  className?: string;
  /** Gives the icon a name; otherwise it is hidden from screen readers. */
  label?: string;
};

export function Svg({ size = 24, className, label, children }: IconProps & { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a labelled one gets its <title>
    <svg
      className={['icon', className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{label}</title>}
      {children}
    </svg>
  );
}

/** Makes an icon component from its drawing. */
export const icon = (children: ReactNode) => (props: IconProps) => <Svg {...props}>{children}</Svg>;
