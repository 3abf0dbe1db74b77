/** The archive page's route (spec §2), shared by the plugin entry and the guard. */
export const ARCHIVE_PATH = '/enterprise/enterprise-archives';
