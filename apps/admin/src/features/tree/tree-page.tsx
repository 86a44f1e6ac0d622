import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../shared/api/error-text.ts';
import { useStaff } from '../../shared/session/me-query.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { MIN_TREE_SEARCH } from './api/tree.ts';
import { TreeView } from './tree-view.tsx';
import { useDealerTree } from './use-dealer-tree.ts';
import './tree.css';

/** The dealer tree below the staff member, opened level by level or straight to a search's hits. */
export function TreePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typed = params.get('q') ?? '';
  const search = useDebounced(typed.trim(), 350);
  const tree = useDealerTree(search.length >= MIN_TREE_SEARCH ? search : '', useStaff().userId);
  const firstHit = tree.found.data?.paths[0]?.at(-1)?.id;

  return (
    <TitledSection titleId="tree-title" title={t('nav.tree')} className="page tree-area">
      <TextField
        type="search"
        label={t('tree.search')}
        hint={t('tree.searchHint', { count: MIN_TREE_SEARCH })}
        value={typed}
        onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
        end={tree.found.isFetching ? <span className="tree-search-busy">{t('common.loading')}</span> : null}
      />
      {tree.found.isError && <ErrorNotice>{errorText(tree.found.error, t)}</ErrorNotice>}
      {tree.found.data && (
        <p className="muted tree-search-result" aria-live="polite">
          {t('tree.hits', { count: tree.hits.size })}
        </p>
      )}
      {tree.top.isError ? (
        <LoadFailed onRetry={() => void tree.top.refetch()} />
      ) : tree.top.isPending ? (
        <Skeleton lines={6} height={28} />
      ) : (
        <TreeView rows={tree.rows} onToggle={tree.toggle} focusId={firstHit} />
      )}
    </TitledSection>
  );
}
