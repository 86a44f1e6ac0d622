/** iPhone Safari, not already opened from the home screen, not another browser's shell (CriOS, FxiOS...). */
export function isIphoneSafari(): boolean {
  const { userAgent } = navigator;
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    /iPhone/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent) &&
    !standalone
  );
}
