import { useTranslation } from 'react-i18next';

type LogoThumbProps = { logo: string; name: string; onEdit?: (() => void) | undefined };

/** A company's or game's logo; a button that opens its logo for the staff who may change it. */
export function LogoThumb({ logo, name, onEdit }: LogoThumbProps) {
  const { t } = useTranslation();
  const image = logo ? (
    <img className="casino-logo" src={logo} alt="" loading="lazy" />
  ) : (
    <span className="casino-logo" aria-hidden="true" />
  );
  if (!onEdit) return logo ? image : null;
  return (
    <button
      type="button"
      className="casino-logo-button"
      aria-label={t('casino.logo.edit', { name })}
      title={t('casino.logo.edit', { name })}
      onClick={onEdit}
    >
      {image}
    </button>
  );
}
