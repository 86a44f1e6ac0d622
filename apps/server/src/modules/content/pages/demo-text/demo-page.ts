/** A seeded page's title and HTML body in each language it is written in. */
export type DemoPage = Record<'tr' | 'en', { title: string; content: string }>;
