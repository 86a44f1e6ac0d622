/** The player client's version, shown under the Login page (spec 000 section 1). */
export const CLIENT_VERSION = '1.36.3';
