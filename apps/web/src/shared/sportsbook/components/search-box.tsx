import { CloseIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from './search-icon.tsx';
import './search-box.css';

type SearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
  /** The locale area whose `search.label`, `search.placeholder` and `search.clear` it shows. */
  area: 'sports' | 'live' | 'casino';
};

/** The keyword box of the match lists, with a button that empties it. */
export function SearchBox({ value, onChange, area }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="search-box">
      <SearchIcon size={18} className="search-box-icon" />
      <input
        className="search-box-input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        placeholder={t(`${area}.search.placeholder`)}
        aria-label={t(`${area}.search.label`)}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button
          type="button"
          className="icon-button search-box-clear"
          aria-label={t(`${area}.search.clear`)}
          onClick={() => onChange('')}
        >
          <CloseIcon size={16} />
        </button>
      )}
    </div>
  );
}
