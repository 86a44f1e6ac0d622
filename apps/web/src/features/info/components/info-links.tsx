import { ChevronIcon } from '@bet/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './info.css';

export type InfoLink = {
  key: string;
  label: string;
  /** A short line under the label. */
  hint?: string;
  icon: ReactNode;
  /** A route inside the site, or an outside address (opens in a new tab). */
  to: string;
  external?: boolean;
};

/** A list of destinations as rows (tiles on a wide screen). */
export function InfoLinks({ links, newTabLabel }: { links: readonly InfoLink[]; newTabLabel: string }) {
  return (
    <ul className="list info-links">
      {links.map((link) => {
        const body = (
          <>
            <span className="info-icon icon-disc">{link.icon}</span>
            <span className="info-text">
              <span className="info-label">{link.label}</span>
              {link.hint && <span className="info-hint">{link.hint}</span>}
            </span>
            <ChevronIcon direction="forward" className="list-row-end" />
          </>
        );
        return (
          <li key={link.key}>
            {link.external ? (
              <a className="list-row" href={link.to} target="_blank" rel="noopener noreferrer">
                {body}
                <span className="visually-hidden"> ({newTabLabel})</span>
              </a>
            ) : (
              <Link className="list-row" to={link.to}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
