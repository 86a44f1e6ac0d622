import type { SettingsResponse } from '@bet/domain/api/site';
import { useEffect } from 'react';

// Most sites set none of these: the loaders download only when one is set.
const loaders = () => import('./external-assets.ts');

/** Adds the settings version to a custom file's URL, so a settings change is not hidden by the browser cache. */
function versioned(url: string, version: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

/** The custom style and script files, analytics and live chat: each loaded once, only when set. */
export function useExternalAssets(data: SettingsResponse): void {
  const { settings, version } = data;
  const style = data.mobileCss || settings.custom_style_url;
  const script = data.generalJs || settings.custom_script_url;
  const { google_analytics_id: ga, google_tag_manager_id: gtm, live_chat_script: chat } = settings;

  useEffect(() => {
    if (style) void loaders().then((m) => m.loadCustomStyle(versioned(style, version)));
  }, [style, version]);
  useEffect(() => {
    if (script) void loaders().then((m) => m.loadScript('site-custom-script', versioned(script, version)));
  }, [script, version]);
  useEffect(() => {
    if (ga) void loaders().then((m) => m.loadGoogleAnalytics(ga));
  }, [ga]);
  useEffect(() => {
    if (gtm) void loaders().then((m) => m.loadTagManager(gtm));
  }, [gtm]);
  useEffect(() => {
    if (chat) void loaders().then((m) => m.loadLiveChat(chat));
  }, [chat]);
}
