import type { ReportAnswer, ReportRequest } from '@bet/domain/api/admin/reports';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportQuery } from './api/report.ts';

type ReportBreadcrumbProps = {
  /** The ids opened from the staff member's own account down to the report's parent. */
  path: readonly number[];
  /** The report's request without a parent: each step's name is a row of the step above. */
  request: ReportRequest;
  topName: string;
  /** Goes back to keep the first `depth` steps (0: the top). */
  onBack: (depth: number) => void;
};

/** Where the report is in the tree, each step a way back; names come from the steps above (cached). */
export function ReportBreadcrumb({ path, request, topName, onBack }: ReportBreadcrumbProps) {
  const { t } = useTranslation();
  const names = useQueries({
    queries: path.map((id, index) => ({
      ...reportQuery({ ...request, parentId: path[index - 1] }),
      select: (answer: ReportAnswer) => answer.rows.find((row) => row.userId === id)?.username,
    })),
  });
  if (path.length === 0) return null;
  const steps = [topName, ...path.map((id, index) => names[index]?.data ?? `#${id}`)];
  return (
    <nav className="report-breadcrumb" aria-label={t('report.breadcrumb')}>
      <ol>
        {steps.map((name, depth) => (
          <li key={path[depth - 1] ?? 'top'}>
            {depth < steps.length - 1 ? (
              <button type="button" className="link-button" onClick={() => onBack(depth)}>
                {name}
              </button>
            ) : (
              <span aria-current="page">{name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
