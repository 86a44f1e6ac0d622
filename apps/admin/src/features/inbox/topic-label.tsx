import { useTranslation } from 'react-i18next';

/** A thread's topic as the player chose it: top category, then sub category when it has one. */
export function TopicLabel({ top, sub }: { top: string; sub: string }) {
  const { t } = useTranslation();
  const topic = t(`contact.topics.${top}`, { defaultValue: top });
  return <>{sub ? `${topic} / ${t(`contact.topics.${sub}`, { defaultValue: sub })}` : topic}</>;
}
