import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../shared/sportsbook/components/chip-group.tsx';
import { SearchBox } from '../../../shared/sportsbook/components/search-box.tsx';
import { SearchIcon } from '../../../shared/sportsbook/components/search-icon.tsx';

type Provider = { id: number; name: string };

type ProviderBarProps = {
  label: string;
  providers: readonly Provider[];
  /** The chosen provider, or null for all. */
  value: number | null;
  onChange: (id: number | null) => void;
  searchOpen: boolean;
  onSearchOpen: (open: boolean) => void;
  keyword: string;
  onKeyword: (text: string) => void;
};

/** A provider filter bar: a search toggle, "all" and one chip per provider; the search box under it. */
export function ProviderBar(props: ProviderBarProps) {
  const { t } = useTranslation();
  const chips = [
    { id: null, label: t('casino.all') },
    ...props.providers.map((p) => ({ id: p.id, label: p.name })),
  ];
  return (
    <div className="casino-bar">
      <div className="casino-bar-row">
        <button
          type="button"
          className="chip casino-search-toggle"
          aria-pressed={props.searchOpen}
          aria-label={t('casino.search.toggle')}
          onClick={() => {
            if (props.searchOpen) props.onKeyword('');
            props.onSearchOpen(!props.searchOpen);
          }}
        >
          <SearchIcon size={16} />
        </button>
        <ChipGroup<number | null>
          label={props.label}
          chips={chips}
          value={props.value}
          onChange={props.onChange}
        />
      </div>
      {props.searchOpen && <SearchBox value={props.keyword} onChange={props.onKeyword} area="casino" />}
    </div>
  );
}
